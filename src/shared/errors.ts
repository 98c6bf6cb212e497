/**
 * Error codes the API answers with, each with its HTTP status and a message that is safe to
 * show a user. The body is always `{ error: { code, message, fields? } }`.
 */
export const errorCatalog = {
  'bad_request:validation': { status: 400, message: 'Some fields are not valid.' },
  'bad_request:origin': { status: 403, message: 'This request did not come from this site.' },
  'bad_request:host': { status: 400, message: 'The Host header of this request is not valid.' },
  'bad_request:nesting': { status: 400, message: 'The request body is nested too deeply.' },
  'not_found:route': { status: 404, message: 'Not found.' },
  'bad_request:avatar': { status: 400, message: 'Please choose an image file (PNG, JPEG, WebP or GIF).' },
  'bad_request:upload': { status: 400, message: 'The upload could not be read. Please choose the image file again.' },
  'unauthorized:session': { status: 401, message: 'Please sign in to continue.' },
  'forbidden:admin': { status: 403, message: 'Only admins can do this.' },
  'not_found:advisor': { status: 404, message: 'Advisor not found.' },
  'not_found:invite_request': { status: 404, message: 'Invite request not found.' },
  'not_found:invitation': {
    status: 404,
    message: 'This invitation link is invalid, already used or expired. Request a new invite to join.',
  },
  'not_found:avatar': { status: 404, message: 'No photo for this user.' },
  'conflict:account_exists': { status: 409, message: 'This person already has an account.' },
  'conflict:advisor_unavailable': { status: 409, message: 'This advisor is not available for chat yet.' },
  'payload_too_large:message': { status: 413, message: 'Your message is too long. Please keep it under 4,000 characters.' },
  'payload_too_large:prompt': { status: 413, message: 'Your message and trip request are too long for the assistant. Please shorten them.' },
  'rate_limit:chat': { status: 429, message: 'You are sending messages too quickly. Please wait a moment and try again.' },
  'rate_limit:chat_concurrent': { status: 429, message: 'Please wait for the current replies to finish before sending another message.' },
  'rate_limit:chat_daily': { status: 429, message: "You've reached today's message limit. It resets at midnight UTC." },
  'rate_limit:crisis_check': { status: 429, message: 'Please wait for the answers to your other messages before sending more.' },
  'unavailable:busy': { status: 503, message: 'Many people are writing right now. Please send your message again in a moment.' },
  'not_found:conversation': { status: 404, message: 'Conversation not found.' },
  'not_found:memory': { status: 404, message: 'This advisor has no memory of you.' },
  'forbidden:premium': { status: 403, message: 'Saved sessions and memory are part of Premium.' },
  'conflict:conversation_advisor': { status: 409, message: 'This conversation belongs to another advisor.' },
  'bad_gateway:model': { status: 502, message: 'The assistant could not answer right now. Please try again.' },
  'unavailable:restarting': { status: 503, message: 'The assistant is restarting. Please send your message again in a moment.' },
  'conflict:newsletter': { status: 409, message: "You're already on our list!" },
  'conflict:newsletter_unsubscribed': {
    status: 409,
    message: 'This address was taken off our list. Only its owner can join again: sign in with it and subscribe from My Account.',
  },
  'payload_too_large:body': { status: 413, message: 'The request is too large.' },
  'payload_too_large:avatar': { status: 413, message: 'The photo must be 2 MB or smaller.' },
  'payload_too_large:avatar_pixels': { status: 413, message: 'The photo has too many pixels. Please choose one of at most 16 megapixels (for example 4000 x 4000).' },
  'rate_limit:avatar': { status: 429, message: 'You have changed your photo many times in the last hour. Please try again later.' },
  'not_found:itinerary': { status: 404, message: 'Itinerary not found.' },
  'not_found:itinerary_day': { status: 404, message: 'This itinerary has no such day.' },
  'not_found:shared_itinerary': { status: 404, message: 'This shared trip link is invalid or has been turned off.' },
  'forbidden:itinerary_limit': { status: 403, message: 'You have reached your free trial limit. Please subscribe to continue.' },
  'rate_limit:itinerary': { status: 429, message: 'You are generating itineraries too quickly. Please wait a moment and try again.' },
  'rate_limit:itinerary_concurrent': { status: 429, message: 'Please wait for the itinerary being written to finish.' },
  // The numbers repeat itineraryLimits (shared/itineraries/planner-options.ts); a test holds them together.
  'conflict:saved_itinerary_limit': { status: 409, message: 'You have reached the limit of 200 saved itineraries. Please delete one to save another.' },
  'payload_too_large:itinerary': { status: 413, message: 'This itinerary is too large to save (at most 512 KB). Please remove some days or shorten the descriptions.' },
  'rate_limit:itinerary_save': { status: 429, message: 'You are saving itineraries too quickly. Please wait a moment and try again.' },
  'not_found:customer': { status: 404, message: 'Customer not found.' },
  'conflict:last_admin': { status: 409, message: 'This is the last admin. Make someone else an admin first.' },
  'conflict:ban_self': { status: 409, message: 'You cannot ban yourself.' },
  'not_found:job': { status: 404, message: 'Job not found. It may have finished, or been removed a day after it failed.' },
  'conflict:job_not_failed': { status: 409, message: 'Only a failed job can be retried. This one is waiting or running.' },
  'not_found:feedback': { status: 404, message: 'Feedback not found.' },
  'not_found:contact_message': { status: 404, message: 'Message not found.' },
  'not_found:subscriber': { status: 404, message: 'Subscriber not found.' },
  'not_found:faq_entry': { status: 404, message: 'FAQ entry not found.' },
  'conflict:invite_not_approved': { status: 409, message: 'Only an approved request can have its invitation sent again.' },
  'conflict:faq_edge': { status: 409, message: 'This entry is already at that end of the list.' },
  'conflict:faq_limit': { status: 409, message: 'The FAQ is full. Delete an entry before adding another.' },
  'conflict:advisor_slug': { status: 409, message: 'This slug is already taken. Please choose another.' },
  'conflict:advisor_in_use': { status: 409, message: 'A conversation with this advisor has just started. Please try again: it will be archived.' },
  'not_found:advisor_image': { status: 404, message: 'No such image for this advisor.' },
  'rate_limit:advisor_image': { status: 429, message: 'Too many image uploads in the last hour. Please try again later.' },
  // A POST to /api/billing/webhook that Stripe did not sign with our secret (or signed too long ago).
  'bad_request:stripe_signature': { status: 400, message: 'The Stripe signature of this webhook is not valid.' },
  // Without STRIPE_SECRET_KEY: the Upgrade controls say so before anyone presses them (TEAM_EMAIL, /contact).
  'conflict:billing_offline': { status: 409, message: 'Online upgrades are not available on this server. Please contact the team to upgrade.' },
  'conflict:no_billing_account': { status: 409, message: 'You have no billing account yet: upgrade to Premium first.' },
  'conflict:nothing_to_resume': { status: 409, message: 'Your subscription is not set to end, so there is nothing to resume.' },
  'bad_gateway:billing': { status: 502, message: 'The payment provider did not answer as expected. Please try again.' },
  'rate_limit:request': { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  'internal:unexpected': { status: 500, message: 'Something went wrong. Please try again.' },
  'unavailable:database': { status: 503, message: 'The service is starting or unavailable. Please try again shortly.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
