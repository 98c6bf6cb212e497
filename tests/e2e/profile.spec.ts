import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalOverflow, ProfilePage, toast } from './support/account-pages.ts';
import { failedResourcePattern, holdRequests } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';
import { currentUser, expect, signIn, signInStatus, signOut, test } from './support/users.ts';

/** A small real PNG, as a phone's photo picker would hand over. */
function pngPhoto(color = '#e11d48'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test.describe('profile: visitors', () => {
  test('a visitor is sent to /auth', async ({ page, consoleErrors }) => {
    // GET /api/me answers a visitor 401, which Chromium logs.
    consoleErrors.allow(failedResourcePattern(401));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth(\?|$)/);
  });
});

test.describe('profile: layout and plans', () => {
  test('a free user sees the five cards, the read-only email and the coming-soon upgrade', async ({ page, signInAs }) => {
    await signInAs('free');
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(page).toHaveTitle('Your Profile | Wayfinder');
    await expect(page.getByText('Manage your account settings and preferences')).toBeVisible();
    // Real headings in order: h1, then one h2 per card.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Personal Information',
      'Email & Password',
      'Subscription',
      'Chat History',
      'Advisor Memory',
    ]);

    await expect(profile.name).toHaveValue('Frankie Free');
    await expect(profile.email).toHaveValue('free@wayfinder.local');
    await expect(profile.email).toHaveAttribute('readonly', '');
    await expect(profile.email).toHaveAccessibleDescription('Email cannot be changed at this time');
    await expect(profile.photoInput).toHaveAttribute('accept', 'image/*');
    await expect(profile.photoButton).toHaveText('Upload photo');
    await expect(profile.removePhoto).toHaveCount(0);

    await expect(profile.password.changeButton).toBeVisible();
    await expect(profile.password.region).toContainText('free@wayfinder.local');
    await expect(profile.password.form).toHaveCount(0);

    await expect(profile.subscription).toContainText('Free');
    await expect(profile.subscription).toContainText('$5.99');
    await expect(profile.subscription.getByRole('list', { name: 'Premium benefits' }).getByRole('listitem')).toHaveCount(6);
    // No Stripe on the default start: the honest word and the way to the team, not a dead button.
    await expect(profile.subscription.getByTestId('offline-upgrade-notice')).toContainText('Online upgrades are not available on this server.');
    await expect(profile.subscription.getByRole('link', { name: 'Contact the team' })).toHaveAttribute('href', '/contact');
    await expect(profile.subscription.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

    await expect(profile.chatHistory).toContainText("Free chats aren't saved. Upgrade later to keep your sessions.");

    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('a Premium user sees the plan as active, without an upgrade', async ({ page, signInAs }) => {
    await signInAs('premium');
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.subscription).toContainText('Premium');
    await expect(profile.subscription).toContainText('Active');
    await expect(profile.subscription).toContainText('Your Premium plan is active.');
    await expect(profile.subscription.getByTestId('offline-upgrade-notice')).toHaveCount(0);
    // The demo user's Premium is the team's grant, without an end: nothing to pay or manage.
    await expect(profile.subscription).toContainText('granted to you by the team');
    await expect(profile.subscription.getByRole('button', { name: 'Manage Billing' })).toHaveCount(0);
    await expect(profile.chatHistory).not.toContainText("Free chats aren't saved");
    await expectNoHorizontalOverflow(page);
  });

  test('an admin sees the Admin plan label', async ({ page, signInAs }) => {
    await signInAs('admin');
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.subscription).toContainText('Admin');
  });
});

test.describe('profile: personal information', () => {
  test('saves the name trimmed, shows it in the menu and keeps it after a reload', async ({ page, createUser }) => {
    await createUser({ name: 'Before Rename' });
    const profile = new ProfilePage(page);
    const layout = new SiteLayout(page);
    await profile.goto();
    await expect(profile.name).toHaveValue('Before Rename');

    // Empty: the schema's message, inline, and nothing is sent.
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/api/me')) patches += 1;
    });
    await profile.name.fill('   ');
    await profile.save.click();
    await expect(profile.personal.getByRole('alert')).toHaveText('Full name is required');
    await expect(profile.name).toHaveAttribute('aria-invalid', 'true');
    await expect(profile.name).toHaveAccessibleDescription('Full name is required');
    expect(patches).toBe(0);

    await profile.name.fill('  Grace Hopper  ');
    await profile.save.click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(profile.name).toHaveValue('Grace Hopper');
    await expect(profile.personal.getByRole('alert')).toHaveCount(0);
    expect(patches).toBe(1);

    await layout.openMenu();
    await expect(layout.menu.getByRole('link', { name: /Grace Hopper/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(profile.name).toHaveValue('Grace Hopper');
    expect((await currentUser(page))?.name).toBe('Grace Hopper');
  });

  test('keeps what was typed and says so when saving fails', async ({ page, signInAs, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await signInAs('free');
    const profile = new ProfilePage(page);
    await page.route('**/api/me', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal:unexpected', message: 'x' } }) })
        : route.fallback(),
    );
    await profile.goto();
    await profile.name.fill('Someone Else');
    await profile.save.click();
    await expect(toast(page, 'Failed to update profile')).toBeVisible();
    await expect(profile.name).toHaveValue('Someone Else');
    await expect(profile.save).toHaveText('Save Changes');
  });

  test('uploads a photo with a preview, shows it in the menu, then removes it', async ({ page, createUser }) => {
    const user = await createUser();
    const profile = new ProfilePage(page);
    const layout = new SiteLayout(page);
    await profile.goto();

    const held = await holdRequests(page, '**/api/me/avatar');
    await profile.choosePhoto({ name: 'me.png', mimeType: 'image/png', buffer: await pngPhoto() });
    // While the upload runs: the local preview and a busy button.
    await expect(profile.avatarImage).toHaveAttribute('src', /^blob:/);
    await expect(profile.photoButton).toHaveText('Uploading...');
    await expect(profile.photoButton).toBeDisabled();
    held.release();

    await expect(toast(page, 'Profile photo updated')).toBeVisible();
    await expect(profile.avatarImage).toHaveAttribute('src', /^\/api\/avatars\/[^/]+\?v=\d+$/);
    await expect(profile.photoButton).toHaveText('Change photo');
    const photoURL = (await currentUser(page))?.photoURL;
    expect(photoURL).toMatch(/^\/api\/avatars\//);
    const photo = await page.request.get(photoURL!);
    expect(photo.headers()['content-type']).toBe('image/webp');

    // The menu's user card shows the new photo without a reload.
    await layout.openMenu();
    const card = layout.menu.getByRole('link', { name: new RegExp(user.name) });
    await expect(card.locator('img')).toHaveAttribute('src', photoURL!);
    await page.keyboard.press('Escape');

    await profile.removePhoto.click();
    await expect(toast(page, 'Profile photo removed')).toBeVisible();
    await expect(profile.avatarImage).toHaveCount(0);
    await expect(profile.removePhoto).toHaveCount(0);
    expect((await currentUser(page))?.photoURL).toBeNull();
  });

  test('refuses a file that is not an image or too large before uploading, and shows the server refusal', async ({ page, signInAs, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(400));
    consoleErrors.allow(failedResourcePattern(413));
    // With tracing on (retries), the trace recorder fetches the broken preview's blob: URL, which the CSP refuses.
    consoleErrors.allow(/Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src 'self'"/);
    await signInAs('free');
    const profile = new ProfilePage(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/me/avatar')) uploads.push(request.method());
    });
    await profile.goto();
    const message = profile.personal.getByRole('alert');

    await profile.choosePhoto({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(message).toHaveText('Please choose an image file (PNG, JPEG, WebP or GIF).');
    await expect(profile.photoButton).toHaveAccessibleDescription(/Please choose an image file/);

    await profile.choosePhoto({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
    await expect(message).toHaveText('Please choose an image under 2 MB');
    expect(uploads).toEqual([]);

    // Claims to be a PNG but is not one: the server's message.
    await profile.choosePhoto({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png') });
    await expect(message).toHaveText('Please choose an image file (PNG, JPEG, WebP or GIF).');
    expect(uploads).toEqual(['POST']);

    // 20 megapixels in 65 KB: small enough to send, too many pixels to decode.
    const manyPixels = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#246' } }).png({ compressionLevel: 9 }).toBuffer();
    await profile.choosePhoto({ name: 'panorama.png', mimeType: 'image/png', buffer: manyPixels });
    await expect(message).toHaveText('The photo has too many pixels. Please choose one of at most 16 megapixels (for example 4000 x 4000).');
    expect(uploads).toEqual(['POST', 'POST']);
    await expect(profile.avatarImage).toHaveCount(0);
    await expect(profile.photoButton).toBeEnabled();
  });
});

test.describe('profile: password', () => {
  test('validates, opens and cancels back to the collapsed card', async ({ page, signInAs }) => {
    await signInAs('free');
    const profile = new ProfilePage(page);
    await profile.goto();
    const card = profile.password;

    await card.open();
    await expect(card.current).toBeFocused();
    await card.fill('', 'abc', 'abc');
    await card.submit.click();
    await expect(card.region.getByRole('alert')).toHaveText(['Please enter your current password', 'Password must be at least 6 characters']);
    await expect(card.next).toHaveAttribute('aria-invalid', 'true');

    await card.fill('wayfinder-demo', 'a-long-enough-one', 'a-different-one');
    await card.submit.click();
    await expect(card.region.getByRole('alert')).toHaveText('Passwords do not match');
    await expect(card.confirm).toHaveAccessibleDescription('Passwords do not match');

    await card.cancel.click();
    await expect(card.form).toHaveCount(0);
    await expect(card.changeButton).toBeFocused();
  });

  test('changes the password: the old one stops working and the new one signs in', async ({ page, baseURL, createUser, consoleErrors }) => {
    // The wrong current password is answered 400.
    consoleErrors.allow(failedResourcePattern(400));
    const user = await createUser();
    const profile = new ProfilePage(page);
    const card = profile.password;
    const newPassword = `${user.password}-renewed`;
    await profile.goto();

    await card.open();
    await card.fill('not-my-password', newPassword);
    await card.submit.click();
    await expect(toast(page, 'Invalid password')).toBeVisible();
    await expect(card.current).toHaveValue('not-my-password');

    const held = await holdRequests(page, '**/api/auth/change-password');
    await card.current.fill(user.password);
    await card.submit.click();
    await expect(card.submit).toHaveText('Updating...');
    await expect(card.submit).toBeDisabled();
    held.release();
    await expect(toast(page, 'Password updated successfully!')).toBeVisible();
    await expect(card.form).toHaveCount(0);
    await expect(card.changeButton).toBeVisible();

    // Still signed in here (the current session is renewed), then out and back in.
    expect((await currentUser(page))?.email).toBe(user.email);
    await signOut(page.request, baseURL!);
    expect(await currentUser(page)).toBeNull();
    expect(await signInStatus(page.request, baseURL!, user.email, user.password)).toBe(401);
    await signIn(page.request, baseURL!, user.email, newPassword);
    await profile.goto();
    await expect(profile.email).toHaveValue(user.email);
  });
});
