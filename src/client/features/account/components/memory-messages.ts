/** The Advisor Memory card's texts, shared by the card and its rows. */
export const memoryMessages = {
  explanation:
    'After a session, each advisor keeps a short summary of what you shared and what you prefer, and uses it the next time you talk. You can read it, change it or delete it here.',
  switchLabel: 'Remember what I share',
  on: 'Advisors remember your sessions and use what they remember.',
  off: 'Memory is off: advisors keep nothing new and use none of what is below until you turn it back on.',
  premiumEnded:
    "Your Premium plan has ended, so advisors no longer use these memories and remember nothing new. They're saved from when you had Premium: you can read and delete them here.",
  upgradeToUse: 'Upgrade to edit them and have advisors use them again.',
  empty: 'No memories yet',
  loadFailed: "We couldn't load what your advisors remember.",
  updated: 'Memory updated',
  updateFailed: "Couldn't save the memory. Please try again.",
  deleted: 'Memory deleted',
  deleteFailed: "Couldn't delete the memory. Please try again.",
} as const;
