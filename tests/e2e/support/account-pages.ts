import { expect, type Locator, type Page } from '@playwright/test';

/** A sonner toast with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Signs in through the sign-in page's form, as a person would (the page must be showing it). */
export async function signInWithForm(page: Page, account: { email: string }, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Fails when the page scrolls sideways (a layout wider than the phone). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page is wider than the viewport').toBeLessThanOrEqual(0);
}

/** The "Email & Password" card, on /profile and /account alike. */
export class PasswordCard {
  readonly region: Locator;
  readonly changeButton: Locator;
  readonly form: Locator;
  readonly current: Locator;
  readonly next: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(page: Page) {
    this.region = page.getByRole('region', { name: 'Email & Password' });
    this.changeButton = this.region.getByRole('button', { name: 'Change password' });
    this.form = this.region.getByRole('form', { name: 'Change password' });
    this.current = this.region.getByLabel('Current password', { exact: true });
    this.next = this.region.getByLabel('New password', { exact: true });
    this.confirm = this.region.getByLabel('Confirm new password', { exact: true });
    this.submit = this.region.getByRole('button', { name: /^(Update Password|Updating\.\.\.)$/ });
    this.cancel = this.region.getByRole('button', { name: 'Cancel' });
  }

  async open(): Promise<void> {
    await this.changeButton.click();
    await expect(this.form).toBeVisible();
  }

  async fill(current: string, next: string, confirm = next): Promise<void> {
    await this.current.fill(current);
    await this.next.fill(next);
    await this.confirm.fill(confirm);
  }
}

/** /profile: "Your Profile". */
export class ProfilePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly personal: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly save: Locator;
  readonly photoInput: Locator;
  readonly photoButton: Locator;
  readonly removePhoto: Locator;
  readonly avatarImage: Locator;
  readonly password: PasswordCard;
  readonly subscription: Locator;
  readonly chatHistory: Locator;
  readonly memory: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Your Profile' });
    this.personal = page.getByRole('region', { name: 'Personal Information' });
    this.name = this.personal.getByRole('textbox', { name: 'Full Name' });
    this.email = this.personal.getByRole('textbox', { name: 'Email' });
    this.save = this.personal.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });
    this.photoInput = this.personal.locator('input[type="file"]');
    this.photoButton = this.personal.getByRole('button', { name: /^(Upload photo|Change photo|Uploading\.\.\.)$/ });
    this.removePhoto = this.personal.getByRole('button', { name: 'Remove photo' });
    this.avatarImage = this.personal.locator('[data-slot="avatar-image"]');
    this.password = new PasswordCard(page);
    this.subscription = page.getByRole('region', { name: 'Subscription' });
    this.chatHistory = page.getByRole('region', { name: 'Chat History' });
    this.memory = page.getByRole('region', { name: 'Advisor Memory' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.heading).toBeVisible();
  }

  /** Picks a file through the "Upload photo" button, as a user would. */
  async choosePhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.photoButton.click();
    await (await chooser).setFiles(file);
  }
}

/** /account: "My Account". */
export class AccountPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly profileInformation: Locator;
  readonly password: PasswordCard;
  readonly subscription: Locator;
  readonly premiumFeatures: Locator;
  readonly mailingList: Locator;
  readonly mailingEmail: Locator;
  readonly consent: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'My Account' });
    this.profileInformation = page.getByRole('region', { name: 'Profile Information' });
    this.password = new PasswordCard(page);
    this.subscription = page.getByRole('region', { name: 'Subscription' });
    this.premiumFeatures = page.getByRole('region', { name: 'Premium Features' });
    this.mailingList = page.getByRole('region', { name: 'Mailing List' });
    this.mailingEmail = this.mailingList.getByRole('textbox', { name: 'Email address' });
    this.consent = this.mailingList.getByRole('checkbox', { name: 'Send me product updates and early access news' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/account');
    await expect(this.heading).toBeVisible();
  }
}
