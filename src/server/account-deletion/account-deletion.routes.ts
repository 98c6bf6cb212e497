import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletedSchema, accountDeletionSchema } from '../../shared/account/account-deletion.schema.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { FormLimit } from '../rate-limits/form-limit.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';

interface AccountDeletionRouteOptions {
  accountDeletion: AccountDeletionService;
  auth: Auth;
  /** A password is checked here: the form limit, per user, keeps guessing slow. */
  formLimit: FormLimit;
}

export const accountDeletionRoutes: FastifyPluginAsyncZod<AccountDeletionRouteOptions> = async (app, { accountDeletion, auth, formLimit }) => {
  app.addHook('onRequest', requireUser);

  app.delete(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the signed-in account: email and password to confirm; a Premium subscription is cancelled first',
        body: accountDeletionSchema,
        response: { 200: accountDeletedSchema },
      },
      config: formLimit,
    },
    async (request, reply) => {
      await accountDeletion.deleteOwnAccount(signedInUser(request), request.body);
      // The session rows are gone with the account; Better Auth's sign-out expires its cookies in the browser too.
      try {
        const signedOut = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
        const cookies = signedOut.headers.getSetCookie();
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
      } catch (error) {
        request.log.warn({ err: error }, 'the deleted account’s session cookie could not be expired; it no longer opens anything');
      }
      return reply.header('cache-control', 'no-store').send({ deleted: true });
    },
  );
};
