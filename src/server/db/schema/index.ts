export * from './advisors.ts';
export * from './mailing-list.ts';
export * from './auth.ts';
export * from './invites.ts';
export * from './mail.ts';
export * from './account.ts';
export * from './feedback.ts';
export * from './chat.ts';
