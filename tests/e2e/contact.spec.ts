import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalOverflow, toast } from './support/account-pages.ts';
import { e2eTeamEmail } from './support/e2e-server.ts';
import { breakApi, failedResourcePattern, holdRequests, openInApp, uniqueEmail } from './support/fixtures.ts';
import { expect, test } from './support/users.ts';

/** Where the contact form's mail goes in the e2e server (its TEAM_EMAIL). */
const teamEmail = e2eTeamEmail;

/** The /contact page, by the roles and texts a visitor meets. */
class ContactPage {
  readonly page: Page;
  readonly heading;
  readonly skeleton;
  readonly info;
  readonly formSection;
  readonly name;
  readonly email;
  readonly subject;
  readonly message;
  readonly send;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Contact Us' });
    this.skeleton = page.getByRole('status', { name: 'Loading contact page' });
    this.info = page.getByRole('region', { name: 'Get in Touch' });
    this.formSection = page.getByRole('region', { name: 'Send Us a Message' });
    this.name = this.formSection.getByRole('textbox', { name: 'Name', exact: true });
    this.email = this.formSection.getByRole('textbox', { name: 'Email', exact: true });
    this.subject = this.formSection.getByRole('textbox', { name: 'Subject', exact: true });
    this.message = this.formSection.getByRole('textbox', { name: 'Message', exact: true });
    this.send = this.formSection.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/contact');
    await expect(this.heading).toBeVisible();
  }

  async fill(values: { name: string; email: string; subject: string; message: string }): Promise<void> {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.subject.fill(values.subject);
    await this.message.fill(values.message);
  }
}

const unique = (text: string) => `${text} (${Date.now()}-${Math.random().toString(36).slice(2, 8)})`;

async function adminList<T>(admin: APIRequestContext, path: string, find: (row: T) => boolean): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => {
      const response = await admin.get(path);
      expect(response.status()).toBe(200);
      // Both answer one page of a table.
      found = ((await response.json()) as { rows: T[] }).rows.find(find);
      return found !== undefined;
    })
    .toBe(true);
  return found as T;
}

test.describe('contact', () => {
  test('shows a 300 ms skeleton, then the page with its own title and description', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-06-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2025-06-01T09:00:01Z'));
    const contact = new ContactPage(page);
    await openInApp(page, '/contact');
    await expect(contact.skeleton).toBeVisible();
    await expect(contact.heading).toHaveCount(0);
    await expect(page).toHaveTitle('Contact Us | Wayfinder');

    await page.clock.runFor(300);
    // Let time flow again: the data layer batches its updates on timers (the contact details here).
    await page.clock.resume();
    await expect(contact.heading).toBeVisible();
    await expect(contact.skeleton).toHaveCount(0);
    const descriptions = await page.locator('meta[name="description"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
    expect(descriptions.some((content) => content.startsWith('Questions about your account, your plan or an advisor?'))).toBe(true);
  });

  test('the info panel has the office hours, phone, support email and address', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.goto();
    await expect(contact.info.getByRole('heading', { level: 3 })).toHaveText(['Office Hours', 'Phone', 'Email', 'Address']);
    await expect(contact.info.getByRole('term')).toHaveText(['Mon-Fri', 'Weekends']);
    await expect(contact.info.getByRole('definition')).toHaveText(['9:00 AM-6:00 PM PST', 'Closed']);
    await expect(contact.info.getByRole('link', { name: '+1 (555) 013-2024' })).toHaveAttribute('href', 'tel:+15550132024');
    await expect(contact.info.getByRole('link', { name: 'support@wayfinder.app' })).toHaveAttribute('href', 'mailto:support@wayfinder.app');
    await expect(contact.info).toContainText('Portland, OR');
  });

  test('two columns on a desktop, stacked on a phone', async ({ page }, testInfo) => {
    const contact = new ContactPage(page);
    await contact.goto();
    await expect(contact.info.getByRole('link', { name: 'support@wayfinder.app' })).toBeVisible();
    const info = await contact.info.boundingBox();
    const form = await contact.formSection.boundingBox();
    if (!info || !form) throw new Error('the contact page sections have no layout');
    if (testInfo.project.name === 'phone') {
      expect(form.y).toBeGreaterThanOrEqual(info.y + info.height);
    } else {
      expect(form.x).toBeGreaterThanOrEqual(info.x + info.width);
      expect(Math.abs(form.y - info.y)).toBeLessThan(2);
    }
    await expectNoHorizontalOverflow(page);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no serious accessibility violations in the ${theme} theme, errors included`, async ({ page }) => {
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      const contact = new ContactPage(page);
      await contact.goto();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(contact.info.getByRole('link', { name: 'support@wayfinder.app' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await contact.send.click();
      await expect(contact.formSection.getByRole('alert')).toHaveCount(4);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('every field is required, and nothing is sent until they are filled', async ({ page }) => {
    const contact = new ContactPage(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent.push(request.method());
    });
    await contact.goto();
    await contact.send.click();
    await expect(contact.formSection.getByRole('alert')).toHaveText([
      'Please enter your name',
      'Please enter your email address',
      'Please enter a subject',
      'Please enter a message',
    ]);
    await expect(contact.name).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.name).toBeFocused();
    await contact.email.fill('not-an-email');
    await contact.send.click();
    await expect(contact.formSection.getByText('Please enter a valid email address')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('sends: stored, mailed to the team with reply-to, confirmed, and the form clears', async ({ page, adminApi }) => {
    const contact = new ContactPage(page);
    await contact.goto();
    const values = {
      name: 'Jamie Rivera',
      email: uniqueEmail(),
      subject: unique('Switching advisors'),
      message: 'Hello! Can I move my conversation to another advisor?\n\nThanks for the help.',
    };
    await contact.fill(values);
    const held = await holdRequests(page, '**/api/contact');
    await contact.send.click();
    await expect(contact.send).toHaveText('Sending...');
    await expect(contact.send).toBeDisabled();
    held.release();

    const sentToast = toast(page, 'Message Sent!');
    await expect(sentToast).toBeVisible();
    await expect(sentToast).toContainText("We'll get back to you as soon as possible.");
    for (const field of [contact.name, contact.email, contact.subject, contact.message]) await expect(field).toHaveValue('');
    await expect(contact.send).toHaveText('Send Message');

    const stored = await adminList<{ userId: string | null; name: string; email: string; subject: string; message: string }>(
      adminApi,
      `/api/admin/contact-messages?q=${encodeURIComponent(values.subject)}`,
      (row) => row.subject === values.subject,
    );
    expect(stored).toMatchObject({ ...values, userId: null });
    const mail = await adminList<{ kind: string; to: string; replyTo: string | null; subject: string; text: string }>(
      adminApi,
      `/api/admin/outbox?q=${encodeURIComponent(`Contact: ${values.subject}`)}`,
      (row) => row.kind === 'contact_message' && row.subject === `Contact: ${values.subject}`,
    );
    expect(mail).toMatchObject({ to: teamEmail, replyTo: values.email });
    expect(mail.text).toContain(`Jamie Rivera (${values.email})`);
    expect(mail.text).toContain('Can I move my conversation to another advisor?');
  });

  test('a failure says so and keeps what was typed', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await breakApi(page, '**/api/contact');
    const contact = new ContactPage(page);
    await contact.goto();
    const values = { name: 'Sam Lee', email: 'sam@example.com', subject: 'Billing', message: 'Please keep this text.' };
    await contact.fill(values);
    await contact.send.click();
    const failure = toast(page, "We couldn't send your message");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('What you wrote is still here.');
    await expect(contact.name).toHaveValue(values.name);
    await expect(contact.email).toHaveValue(values.email);
    await expect(contact.subject).toHaveValue(values.subject);
    await expect(contact.message).toHaveValue(values.message);
    await expect(contact.send).toBeEnabled();
  });

  test('without the contact details, the hours and the form still work', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await breakApi(page, '**/api/site-info');
    const contact = new ContactPage(page);
    await openInApp(page, '/contact');
    await expect(contact.info.getByRole('status')).toHaveText("Our phone, email and address didn't load. The form still reaches our team.");
    await expect(contact.info.getByRole('definition')).toHaveText(['9:00 AM-6:00 PM PST', 'Closed']);
    await expect(contact.send).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
});
