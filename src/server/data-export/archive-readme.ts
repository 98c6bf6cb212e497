/** The files of the archive, in the order the README explains them. */
export const archiveFiles = {
  profile: 'profile.json',
  photo: 'profile-photo',
  plan: 'plan-and-subscriptions.json',
  sessions: 'sign-in-sessions.json',
  conversations: 'conversations.json',
  memories: 'advisor-memories.json',
  usage: 'daily-message-counts.json',
  itineraries: 'itineraries/itineraries.json',
  feedback: 'feedback.json',
  contact: 'contact-messages.json',
  newsletter: 'newsletter.json',
  inviteRequest: 'invite-request.json',
} as const;

/** The README at the top of the archive: what each file holds, in plain words. */
export function archiveReadme({
  appName,
  name,
  email,
  createdAt,
  calendarFiles,
  hasPhoto,
}: {
  appName: string;
  name: string;
  email: string;
  createdAt: Date;
  calendarFiles: number;
  hasPhoto: boolean;
}): string {
  const lines = [
    `Your ${appName} data`,
    '='.repeat(`Your ${appName} data`.length),
    '',
    `This archive holds everything ${appName} keeps about ${name} (${email}), as it was on ${createdAt.toISOString()} (UTC).`,
    'Every file is JSON (UTF-8), except the calendar files and your photo. Dates and times are ISO 8601, in UTC. Money is in US cents.',
    'Nothing secret is in it: no password, no sign-in token and no card detail.',
    '',
    'Files',
    '-----',
    `${archiveFiles.profile}`,
    '  Your name, email, role, when you joined, and your chat setting (whether advisors may remember you).',
    ...(hasPhoto ? [`${archiveFiles.photo}.webp`, '  The profile photo you uploaded, as we store it (256 x 256).'] : []),
    `${archiveFiles.plan}`,
    '  Your plan today (free or premium) and every Premium subscription you have had: its status, how it was paid or granted, its period end and whether it was set to cancel.',
    `${archiveFiles.sessions}`,
    '  Your sign-in sessions that are still kept: when each started and ends, and the address and browser it came from.',
    `${archiveFiles.conversations}`,
    '  Your saved conversations (Premium saves them), each with its advisor, title and every message, yours and the advisor’s.',
    `${archiveFiles.memories}`,
    '  What each advisor remembers about you, as you can see and edit it on your account page.',
    `${archiveFiles.usage}`,
    '  How many messages you sent each day (a count, never the text), kept for about a month for the daily limit.',
    `${archiveFiles.itineraries}`,
    '  Your saved trip plans: the request you made (cities, dates, people, budget, preferences) and the plan day by day, with costs.',
    'itineraries/*.ics',
    `  Each itinerary as a calendar file (${calendarFiles} in this archive), to import into any calendar app.`,
    `${archiveFiles.feedback}`,
    '  Feedback you sent, signed in or with this email.',
    `${archiveFiles.contact}`,
    '  Messages you sent through the contact page, signed in or with this email.',
    `${archiveFiles.newsletter}`,
    '  Whether this email is on our mailing list, since when and from where; null if it never was.',
    `${archiveFiles.inviteRequest}`,
    '  Your request to join, the advisors you named, and the invitations we sent (without their links); null if there was none.',
    '',
    `To have your account and its data deleted, use Delete account on your ${appName} account page.`,
    '',
  ];
  return lines.join('\n');
}
