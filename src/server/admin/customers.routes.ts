import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  banCustomerSchema,
  customerActionResultSchema,
  customerExportLimit,
  customerExportQuerySchema,
  customerDeletedSchema,
  customerIdParamsSchema,
  customerListQuerySchema,
  customerPageSchema,
  grantPremiumSchema,
} from '../../shared/admin/customers.schema.ts';
import { adminContextOf } from './admin-context.ts';
import { sendCsv } from './csv-reply.ts';
import type { CustomersService } from './customers.service.ts';

/** The actions without a body, each a POST /customers/:id/<action>. */
const simpleActions = {
  'revoke-premium': 'Revoke Premium: the customer is on the free plan at once',
  'make-admin': 'Make the customer an admin',
  'remove-admin': 'Remove admin rights (409 conflict:last_admin for the last admin who can act)',
  unban: 'Lift the ban: the customer can sign in again',
  'send-password-reset': 'Email the customer a password reset link (valid one hour), as the "Forgot password" form does',
} as const;

/** The customers screen: the table, its CSV export, and the audited actions on one customer. */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (app, { customers }) => {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Customers, one page, searched, filtered and sorted',
        querystring: customerListQuerySchema,
        response: { 200: customerPageSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await customers.list(request.query)),
  );

  app.get(
    '/customers/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: `The customers the filters match, every page (at most ${customerExportLimit}), as CSV`,
        querystring: customerExportQuerySchema,
      },
    },
    async (request, reply) => sendCsv(reply, 'customers', await customers.exportCsv(request.query)),
  );

  app.post(
    '/customers/:id/grant-premium',
    {
      schema: {
        tags: ['admin'],
        summary: 'Grant Premium, until an optional end date',
        params: customerIdParamsSchema,
        body: grantPremiumSchema,
        response: { 200: customerActionResultSchema },
      },
    },
    async (request) => ({
      customer: await customers.act(request.params.id, { action: 'grant-premium', body: request.body }, adminContextOf(request)),
    }),
  );

  app.delete(
    '/customers/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Delete the customer's account as they could themselves: a Stripe subscription is cancelled first (502 if Stripe cannot), then every row (409 for yourself or the last admin)",
        params: customerIdParamsSchema,
        response: { 200: customerDeletedSchema },
      },
    },
    async (request) => {
      await customers.remove(request.params.id, adminContextOf(request));
      return { deleted: true as const };
    },
  );

  app.post(
    '/customers/:id/ban',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ban with a reason, until an optional end date; ends their sessions at once (409 conflict:ban_self for yourself)',
        params: customerIdParamsSchema,
        body: banCustomerSchema,
        response: { 200: customerActionResultSchema },
      },
    },
    async (request) => ({ customer: await customers.act(request.params.id, { action: 'ban', body: request.body }, adminContextOf(request)) }),
  );

  for (const action of Object.keys(simpleActions) as (keyof typeof simpleActions)[]) {
    app.post(
      `/customers/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: simpleActions[action],
          params: customerIdParamsSchema,
          response: { 200: customerActionResultSchema },
        },
      },
      async (request) => ({ customer: await customers.act(request.params.id, { action }, adminContextOf(request)) }),
    );
  }
};
