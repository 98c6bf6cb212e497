import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createShareLinkRequestSchema,
  generateItineraryRequestSchema,
  itineraryDayParamsSchema,
  itineraryIdParamsSchema,
  itineraryStreamEvents,
  itinerarySchema,
  plannerPreferencesSchema,
  regenerateDayRequestSchema,
  saveItineraryRequestSchema,
  sharedItineraryParamsSchema,
  sharedItinerarySchema,
  shareLinkResponseSchema,
} from '../../shared/itineraries/itinerary.schema.ts';
import { itineraryListQuerySchema, itineraryListSchema } from '../../shared/itineraries/itinerary-list.schema.ts';
import { itineraryLimits, itineraryMessages } from '../../shared/itineraries/planner-options.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import { streamed } from '../http/event-stream.ts';
import { userWriteLimit } from '../rate-limits/user-write-limit.ts';
import { calendarFileName } from './itinerary-calendar.ts';
import type { ItinerariesService } from './itineraries.service.ts';

/** What a stream that fails once open ends with: the planner's own error event. */
const streamFailure = { event: itineraryStreamEvents.error, data: { message: itineraryMessages.generateFailed } };

const streamSummary = 'text/event-stream: `event: day` per day as soon as it is written, then `event: itinerary` (the saved itinerary), then `data: [DONE]`; `event: safety` first when the free text shows a crisis signal; `event: error` on failure';

/**
 * The signed-in user's own itineraries: another user's id answers 404, like an unknown one.
 * `savesPerMinute` (ITINERARY_SAVE_RATE_LIMIT_PER_MINUTE) bounds creating and saving together.
 */
export const itinerariesRoutes: FastifyPluginAsyncZod<{ itineraries: ItinerariesService; savesPerMinute: number }> = async (app, { itineraries, savesPerMinute }) => {
  // onRequest: a visitor gets 401 before anything is parsed.
  app.addHook('onRequest', requireUser);
  // After the guard (the user is known), before the body is read.
  const saveLimit = userWriteLimit(app, {
    name: 'itinerary-save',
    perMinute: savesPerMinute,
    refuse: (retryAfterMs) => new ApiError('rate_limit:itinerary_save', { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } }),
  });
  const saveLimits = `At most ${itineraryLimits.savedItineraries} itineraries per account and a plan of at most ${itineraryLimits.planBytes / 1024} KB (413); saves per minute are limited (429).`;

  app.post(
    '/itineraries/generate',
    {
      schema: { tags: ['itineraries'], summary: `Plan a trip (with itineraryId: plan one of yours again). ${streamSummary}`, body: generateItineraryRequestSchema },
      // The stream must reach the browser day by day.
      compress: false,
    },
    async (request, reply) => {
      await streamed(reply, request.log, streamFailure, () =>
        itineraries.generate({ user: signedInUser(request), body: request.body, reply, requestId: request.id, log: request.log }),
      );
    },
  );

  app.get(
    '/itineraries',
    {
      schema: {
        tags: ['itineraries'],
        summary: 'Your itineraries as summaries (no plans), newest first, a page at a time: pass the answer\'s nextCursor as cursor for the next page',
        querystring: itineraryListQuerySchema,
        response: { 200: itineraryListSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await itineraries.list(signedInUser(request).id, request.query)),
  );

  app.post(
    '/itineraries',
    {
      schema: {
        tags: ['itineraries'],
        summary: `Save a trip request and its plan as a new itinerary (free plan: one, 403). ${saveLimits}`,
        body: saveItineraryRequestSchema,
        response: { 201: itinerarySchema },
      },
      onRequest: saveLimit,
    },
    async (request, reply) => reply.code(201).send(await itineraries.create(signedInUser(request), request.body)),
  );

  app.get(
    '/itineraries/preferences',
    {
      schema: {
        tags: ['itineraries'],
        summary: "What the planner opens with: your latest itinerary's choices (else the defaults) and, on the free plan, how many of its itineraries you have used (freePlan, null on Premium)",
        response: { 200: plannerPreferencesSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await itineraries.preferences(signedInUser(request))),
  );

  app.get(
    '/itineraries/:id',
    { schema: { tags: ['itineraries'], summary: 'One of your itineraries', params: itineraryIdParamsSchema, response: { 200: itinerarySchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await itineraries.get(signedInUser(request).id, request.params.id)),
  );

  app.put(
    '/itineraries/:id',
    {
      schema: {
        tags: ['itineraries'],
        summary: `Save the current state of one of your itineraries (trip request and plan). ${saveLimits}`,
        params: itineraryIdParamsSchema,
        body: saveItineraryRequestSchema,
        response: { 200: itinerarySchema },
      },
      onRequest: saveLimit,
    },
    async (request) => itineraries.update(signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/itineraries/:id',
    { schema: { tags: ['itineraries'], summary: 'Delete one of your itineraries and its share links', params: itineraryIdParamsSchema } },
    async (request, reply) => {
      await itineraries.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/itineraries/:id/days/:day/regenerate',
    {
      schema: {
        tags: ['itineraries'],
        summary: 'Write one day again (an optional note such as "cheaper" or "more museums"); streams one `event: day`, then `event: itinerary`, then `data: [DONE]`',
        params: itineraryDayParamsSchema,
        body: regenerateDayRequestSchema,
      },
      compress: false,
    },
    async (request, reply) => {
      await streamed(reply, request.log, streamFailure, () =>
        itineraries.regenerateDay({
          user: signedInUser(request),
          id: request.params.id,
          day: request.params.day,
          note: request.body?.note ?? '',
          reply,
          requestId: request.id,
          log: request.log,
        }),
      );
    },
  );

  app.get(
    '/itineraries/:id/calendar.ics',
    { schema: { tags: ['itineraries'], summary: 'One of your itineraries as an iCalendar file: an event per meal and activity', params: itineraryIdParamsSchema } },
    async (request, reply) => {
      const { destination, ics } = await itineraries.calendar(signedInUser(request).id, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(destination)}"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );

  app.get(
    '/itineraries/:id/share',
    { schema: { tags: ['itineraries'], summary: "One of your itineraries' live share link, or null", params: itineraryIdParamsSchema, response: { 200: shareLinkResponseSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ shareLink: await itineraries.shareLink(signedInUser(request).id, request.params.id) }),
  );

  app.post(
    '/itineraries/:id/share',
    {
      schema: {
        tags: ['itineraries'],
        summary: 'Make a read-only share link (any live one stops working); hideCosts leaves every cost and the budget out',
        params: itineraryIdParamsSchema,
        body: createShareLinkRequestSchema,
        response: { 200: shareLinkResponseSchema },
      },
    },
    async (request) => ({ shareLink: await itineraries.share(signedInUser(request).id, request.params.id, request.body.hideCosts) }),
  );

  app.delete(
    '/itineraries/:id/share',
    { schema: { tags: ['itineraries'], summary: "Turn one of your itineraries' share link off", params: itineraryIdParamsSchema } },
    async (request, reply) => {
      await itineraries.unshare(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};

/** Anyone holding a live share link reads the trip: no sign-in, no owner, no id. */
export const sharedItinerariesRoutes: FastifyPluginAsyncZod<{ itineraries: ItinerariesService }> = async (app, { itineraries }) => {
  app.get(
    '/shared-itineraries/:token',
    { schema: { tags: ['itineraries'], summary: 'A shared trip, read-only', params: sharedItineraryParamsSchema, response: { 200: sharedItinerarySchema } } },
    // Tokens are secrets in URLs: keep the answer out of shared caches.
    async (request, reply) => reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').send(await itineraries.shared(request.params.token)),
  );
};
