/**
 * Crisis resources: the server puts `crisisReplyPreamble` at the start of the reply when a
 * message shows a crisis signal, whatever the model then says, and sends a `safety` event so the
 * chat panel shows the banner.
 */
export interface CrisisResource {
  label: string;
  detail: string;
  href: string;
}

export const crisisResources: readonly CrisisResource[] = [
  { label: '988 Suicide & Crisis Lifeline (US)', detail: 'Call or text 988, any time.', href: 'tel:988' },
  { label: 'Find a helpline (other countries)', detail: 'findahelpline.com lists free, confidential lines near you.', href: 'https://findahelpline.com' },
  { label: 'Emergency services', detail: 'If you or someone else is in immediate danger, call your local emergency number.', href: 'tel:911' },
];

export const crisisBannerTitle = 'You deserve support right now';

export const crisisReplyPreamble =
  "I'm really glad you told me, and I'm sorry you're carrying this. I'm an AI coach, not a crisis service, so please reach out to someone who can help right now: in the US you can call or text **988** (Suicide & Crisis Lifeline), and outside the US **[findahelpline.com](https://findahelpline.com)** lists free, confidential helplines. If you or someone else is in immediate danger, call your local emergency number.\n\n";

/** The title of a saved conversation that opens with a crisis signal, instead of the message itself (lists are seen at a glance, sometimes by others). */
export const crisisConversationTitle = 'A difficult moment';
