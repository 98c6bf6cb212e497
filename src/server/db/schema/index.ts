export * from './advisors.ts';
export * from './mailing-list.ts';
