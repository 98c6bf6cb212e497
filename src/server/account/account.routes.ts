import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accountMailingListSchema, avatarUploadsPerHour, meSchema, sessionResponseSchema, updateProfileSchema } from '../../shared/account/me.schema.ts';
import { newsletterSignupResultSchema } from '../../shared/newsletter/newsletter.schema.ts';
import { findSignedInUser, requireUser, signedInUser } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import { type NewsletterService, refusedSubscription } from '../newsletter/newsletter.service.ts';
import type { FormLimit } from '../rate-limits/form-limit.ts';
import type { AccountService } from './account.service.ts';
import { toAvatar } from './avatar-image.ts';
import { imageMultipartOptions, imageUploadBodyLimit, readImageUpload } from './image-upload.ts';

interface AccountRouteOptions {
  account: AccountService;
  newsletter: NewsletterService;
  /** Account forms and photo uploads have the tighter form limit, per user (decoding a photo is costly). */
  formLimit: FormLimit;
}

/** The signed-in user's own profile and account: every route here reads or changes only theirs. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { account, newsletter, formLimit }) => {
  // onRequest rather than preHandler: a visitor gets 401 before any body is read or validated.
  app.addHook('onRequest', requireUser);
  await app.register(fastifyMultipart, imageMultipartOptions);

  const found = <T>(value: T | undefined): T => {
    // The user was deleted between the guard and the query.
    if (value === undefined) throw new ApiError('unauthorized:session');
    return value;
  };

  app.get('/me', { schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: meSchema } } }, async (request, reply) => {
    return reply.header('cache-control', 'no-store').send(found(await account.me(signedInUser(request).id)));
  });

  app.patch(
    '/me',
    {
      schema: { tags: ['account'], summary: 'Update the full name (saved trimmed)', body: updateProfileSchema, response: { 200: meSchema } },
      config: formLimit,
    },
    async (request) => found(await account.updateName(signedInUser(request).id, request.body.name)),
  );

  app.post(
    '/me/avatar',
    {
      schema: {
        tags: ['account'],
        summary: 'Upload a profile photo (multipart, one image file, at most 2 MB and 16 megapixels; stored as 256x256 WebP; 10 per hour)',
        consumes: ['multipart/form-data'],
        response: { 200: meSchema },
      },
      config: {
        // Each upload is decoded and resized: a per-user budget, counted before the body is read.
        // The guard's onRequest hook runs before this route-level one, so the user is known.
        rateLimit: {
          max: avatarUploadsPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) => `avatar-upload:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new ApiError('rate_limit:avatar', { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
        },
      },
      bodyLimit: imageUploadBodyLimit,
    },
    async (request) => {
      const bytes = await readImageUpload(request);
      const webp = await toAvatar(bytes);
      return found(await account.saveAvatar(signedInUser(request).id, webp));
    },
  );

  app.delete(
    '/me/avatar',
    { schema: { tags: ['account'], summary: 'Remove the profile photo', response: { 200: meSchema } } },
    async (request) => found(await account.removeAvatar(signedInUser(request).id)),
  );

  app.post(
    '/me/mailing-list',
    {
      schema: {
        tags: ['account'],
        summary: "Join the mailing list from My Account (source 'account')",
        body: accountMailingListSchema,
        response: { 201: newsletterSignupResultSchema },
      },
      config: formLimit,
    },
    async (request, reply) => {
      // The signed-in owner of the address may join again after an admin took it off the list.
      const ownerConfirmed = request.body.email.trim().toLowerCase() === signedInUser(request).email.toLowerCase();
      const outcome = await newsletter.subscribe(request.body.email, 'account', { ownerConfirmed });
      if (outcome !== 'added') throw refusedSubscription(outcome);
      return reply.code(201).send({ subscribed: true });
    },
  );
};

/** Profile photos are public (they are shown beside names), like any avatar URL. */
export const avatarRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/avatars/:userId',
    {
      schema: {
        tags: ['account'],
        summary: "A user's profile photo (image/webp, 256x256)",
        params: z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) }),
        querystring: z.object({ v: z.optional(z.string().check(z.maxLength(32))) }),
      },
    },
    async (request, reply) => {
      const avatar = await account.avatar(request.params.userId);
      if (!avatar) throw new ApiError('not_found:avatar');
      return reply
        .type(avatar.contentType)
        .header('cache-control', request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('last-modified', avatar.updatedAt.toUTCString())
        .send(avatar.bytes);
    },
  );
};

/**
 * Who is signed in, for every page load: 200 with `{ user: null }` for a visitor, so the browser
 * does not log a failed request on each visit (GET /api/me answers 401 instead).
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/session',
    { schema: { tags: ['account'], summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const user = await findSignedInUser(request);
      const me = user ? ((await account.me(user.id)) ?? null) : null;
      return reply.header('cache-control', 'no-store').send({ user: me });
    },
  );
};
