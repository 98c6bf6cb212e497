export { accountDeletionRoutes } from './account-deletion.routes.ts';
export { type AccountDeletionService, createAccountDeletionService } from './account-deletion.service.ts';
export { deletedAccountLabel } from './account-deletion.queries.ts';
export type { DeletableUser, DeletionTransaction } from './account-deletion.queries.ts';
