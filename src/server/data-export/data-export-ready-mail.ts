import { dataExportLifetimeHours } from '../../shared/account/data-export.schema.ts';
import { composeMail } from '../mail/compose.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** "Your data is ready": the archive waits on the account page, where only a signed-in owner can take it. */
export function dataExportReadyMail(
  { email, name }: { email: string; name: string },
  { appName, publicUrl, expiresAt }: { appName: string; publicUrl: string; expiresAt: Date },
): MailMessage {
  return {
    to: email,
    subject: `Your ${appName} data is ready to download`,
    kind: 'data_export_ready',
    ...composeMail({
      paragraphs: [
        `Hello ${name},`,
        `The copy of your ${appName} data that you asked for is ready. Sign in and open your account page to download it: a ZIP with your profile, plan history, conversations, memories, itineraries and the rest, and a README that explains each file.`,
      ],
      action: { label: 'Open your account', url: `${publicUrl}/account#download-my-data` },
      closing: [
        `The download works for ${dataExportLifetimeHours} hours, until ${expiresAt.toUTCString()}, and only when you are signed in. After that, you can prepare a new copy at any time.`,
        'If you did not ask for this, someone who knew your password did: change it on your account page.',
      ],
      signature: `The ${appName} team`,
    }),
  };
}
