import { composeMail } from '../mail/compose.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** The confirmation sent to the address of an account that has just been deleted. */
export function accountDeletedMail({ email, name }: { email: string; name: string }, { appName, cancelledSubscription, byAdmin = false }: { appName: string; cancelledSubscription: boolean; byAdmin?: boolean }): MailMessage {
  return {
    to: email,
    subject: `Your ${appName} account has been deleted`,
    kind: 'account_deleted',
    ...composeMail({
      paragraphs: [
        `Hello ${name},`,
        `Your ${appName} account has been deleted${byAdmin ? ' by our team' : ', as you asked'}. Your conversations, your advisors' memory of you, your itineraries with their share links, and your photo are gone.`,
        ...(cancelledSubscription ? ['Your Premium subscription was cancelled at the same time. You will not be charged again.'] : []),
        'Feedback and contact messages you sent stay with us, without your name, email or account.',
        `You can sign up again with this email at any time; you would start as a new member.`,
      ],
      closing: [
        byAdmin
          ? 'If you think this was a mistake, reply to this mail.'
          : 'If you did not delete your account, reply to this mail: someone who knew your password did.',
      ],
      signature: `The ${appName} team`,
    }),
  };
}
