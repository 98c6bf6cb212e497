/** The chat panel's texts (spec: Chat panel, Chat states, error catalogue). */
export const chatCopy = {
  greeting: (advisor: string) =>
    `Hello, I'm ${advisor}. I'm happy to answer any questions you have, or simply to hear what's on your mind. Where would you like to begin?`,
  aiNotice: (advisor: string) =>
    `${advisor} is an AI coach, not a person, and not a substitute for professional help such as therapy, medical or legal advice.`,
  offlineNote: 'Replies come from the built-in offline model.',
  placeholder: (advisor: string) => `Message ${advisor}...`,
  connecting: 'Connecting...',
  connectionErrorTitle: 'Connection Error',
  connectionError: (advisor: string) => `Unable to connect to ${advisor}. Please try again later.`,
  initErrorTitle: 'Initialization Error',
  initErrorFallback: 'Failed to initialize chat',
  messageErrorTitle: 'Message Error',
  messageErrorFallback: 'Failed to send message',
  replyError: 'Sorry, I encountered an error. Please try again.',
  switchConfirmTitle: (advisor: string) => `Switch to ${advisor}?`,
  switchConfirmBody: 'Your current session and its history will be cleared. Free chats aren\'t saved.',
  switchedTitle: 'Switched advisor',
  switchedBody: 'Starting fresh conversation',
  endConfirmTitle: 'End this session?',
  endConfirmBody: "Your chat history will be lost: free chats aren't saved.",
  endedTitle: 'Session ended',
  endedBody: 'Your chat history has been cleared.',
  // A saved conversation opened by a user whose Premium has ended (issue 25): read, not continued.
  savedWhilePremium: 'Saved while you were on Premium',
  readOnlyTitle: 'Read-only conversation',
  readOnlyBody: "Your Premium plan has ended, so this conversation is read-only and new messages aren't saved. Upgrade to continue it.",
  readOnlyUpgrade: 'Upgrade to Premium',
  readOnlyNewChat: 'Start a new chat',
} as const;
