import { describe, expect, it } from 'vitest';
import { mailDeliveryNotice } from './mailer.ts';

describe('the start-up line about mail', () => {
  it('says plainly, without SMTP, that links reach people through the log and the outbox', () => {
    const notice = mailDeliveryNotice({ smtpUrl: undefined, publicUrl: 'http://localhost:3000' });
    expect(notice.level).toBe('info');
    expect(notice.message).toMatch(/SMTP_URL is not set/);
    expect(notice.message).toMatch(/written to this log/);
    expect(notice.message).toMatch(/admin outbox \(GET \/api\/admin\/outbox\)/);
  });

  it('warns when a server that is not on this machine has no SMTP', () => {
    expect(mailDeliveryNotice({ smtpUrl: undefined, publicUrl: 'https://wayfinder.example' }).level).toBe('warn');
  });

  it('names the SMTP host and never its password', () => {
    const notice = mailDeliveryNotice({ smtpUrl: 'smtps://mailer:s3cret-pass@smtp.example:465', publicUrl: 'https://wayfinder.example' });
    expect(notice).toEqual({ level: 'info', message: expect.stringContaining('via smtp.example:465') });
    expect(notice.message).not.toContain('s3cret-pass');
    expect(notice.message).not.toContain('mailer:');
  });
});
