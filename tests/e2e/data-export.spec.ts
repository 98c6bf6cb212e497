import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { AccountPage, expectNoHorizontalOverflow, toast } from './support/account-pages.ts';
import { outboxMail } from './support/accounts.ts';
import { expect, test } from './support/users.ts';

test.describe('download my data', () => {
  test('a member prepares a copy of their data, is told by mail, downloads the ZIP and reads its README', async ({
    page,
    createUser,
    adminApi,
  }) => {
    const member = await createUser({ name: 'Dana Keeper' });
    const account = new AccountPage(page);
    await account.goto();
    const card = page.getByRole('region', { name: 'Download my data' });
    await expect(card).toContainText('a ZIP of JSON files with a README that explains each one');
    await expectNoHorizontalOverflow(page);

    await card.getByRole('button', { name: 'Prepare my data' }).click();
    await expect(toast(page, 'We are preparing your archive. We will email you when it is ready.')).toBeVisible();
    // The offline default prepares it in well under a second; the card asks again every two.
    await expect(card.getByText('Your archive is ready.')).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(/\d+(\.\d)? KB, downloadable until \w{3} \d{1,2}, \d{4}/);

    const mail = await outboxMail(adminApi, member.email, 'data_export_ready');
    expect(mail.subject).toBe('Your Wayfinder data is ready to download');
    expect(mail.text).toContain('/account#download-my-data');

    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Download ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wayfinder-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const folder = download.suggestedFilename().replace(/\.zip$/, '');
    const readme = strFromU8(files[`${folder}/README.txt`]!);
    expect(readme).toContain(`Dana Keeper (${member.email})`);
    expect(readme).toContain('conversations.json');
    expect(JSON.parse(strFromU8(files[`${folder}/profile.json`]!))).toMatchObject({ name: 'Dana Keeper', email: member.email });

    // The mail's link lands on the card, ready to download again.
    await page.goto('/account#download-my-data');
    await expect(card.getByRole('link', { name: 'Download ZIP' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
  });
});
