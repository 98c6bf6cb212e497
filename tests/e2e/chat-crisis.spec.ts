import { crisisBannerTitle } from '../../src/shared/chat/crisis-resources.ts';
import { ChatPanel, greetingOf } from './support/chat-panel.ts';
import { expect, test } from './support/users.ts';

/*
 * Issue 23: the crisis banner in the chat panel, end to end on the offline engine (no routes
 * faked: the server's own check decides). The banner shows for a crisis in the writer's own
 * language, not for an ordinary family worry, and belongs to the conversation that raised it:
 * Switch Advisor and Reset start the next one without it, with the resources one tap away.
 */

const banner = (chat: ChatPanel) => chat.dialog.getByRole('alert').filter({ hasText: crisisBannerTitle });
const resourcesButton = (chat: ChatPanel) => chat.dialog.getByRole('button', { name: 'Crisis resources', exact: true });

/** The new conversation has no banner, and its 'Crisis resources' button opens the resources. */
async function expectResourcesOneTapAway(chat: ChatPanel): Promise<void> {
  await expect(banner(chat)).toHaveCount(0);
  await expect(resourcesButton(chat)).toBeVisible();
  await resourcesButton(chat).click();
  await expect(banner(chat)).toBeVisible();
  await expect(banner(chat).getByRole('link', { name: '988 Suicide & Crisis Lifeline (US)' })).toHaveAttribute('href', 'tel:988');
}

test.describe('the crisis banner in the chat panel (free user)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('free');
  });

  for (const message of ['Quiero morir, ya no aguanto más', 'Voy a suicidarme esta noche']) {
    test(`a crisis written in Spanish shows the banner: "${message}"`, async ({ page }, testInfo) => {
      const chat = new ChatPanel(page, 'Maren', testInfo);
      await chat.open('maren');
      const reply = await chat.sendAndWait(message);
      await expect(banner(chat)).toBeVisible();
      await expect(reply).toContainText('988');
    });
  }

  test('an ordinary message about a sister who borrows money shows no banner', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    const reply = await chat.sendAndWait('My sister keeps borrowing money and never pays it back. Last time I tried she cried and said I was selfish.');
    await expect(reply).not.toContainText('988');
    await expect(banner(chat)).toHaveCount(0);
    await expect(resourcesButton(chat)).toHaveCount(0);
  });

  test('Switch Advisor clears the banner; the new conversation keeps the resources one tap away', async ({ page }, testInfo) => {
    const maren = new ChatPanel(page, 'Maren', testInfo);
    await maren.open('maren');
    await maren.sendAndWait('I want to kill myself');
    await expect(banner(maren)).toBeVisible();

    await maren.switchButton.click();
    await page.getByRole('dialog', { name: 'Switch Advisor' }).getByRole('button', { name: /Dario/ }).click();
    await page.getByRole('alertdialog', { name: 'Switch to Dario?' }).getByRole('button', { name: 'Switch Advisor' }).click();
    await expect(page).toHaveURL(/\/advisors\/dario$/);
    const dario = new ChatPanel(page, 'Dario', testInfo);
    await dario.expectReady();
    await expect(dario.messages).toHaveCount(1);
    await expect(dario.message(0)).toContainText(greetingOf('Dario'));
    await expectResourcesOneTapAway(dario);
  });

  test('Reset starts a fresh conversation without the banner, the resources one tap away', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.sendAndWait('I want to kill myself');
    await expect(banner(chat)).toBeVisible();

    await chat.resetButton.click();
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(1);
    await expectResourcesOneTapAway(chat);
    // A later ordinary message in the fresh conversation does not bring the banner back.
    await banner(chat).getByRole('button', { name: 'Dismiss crisis resources' }).click();
    await chat.sendAndWait('Can we talk about my week?');
    await expect(banner(chat)).toHaveCount(0);
    await expect(resourcesButton(chat)).toBeVisible();
  });
});

test.describe('the crisis banner in the chat panel (Premium)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('premium');
  });

  test('New session from Past sessions clears the banner; the resources stay one tap away', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.sendAndWait('I want to kill myself');
    await expect(banner(chat)).toBeVisible();

    await chat.dialog.getByRole('button', { name: 'Past sessions' }).click();
    await chat.dialog.getByRole('button', { name: 'New session' }).click();
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(1);
    await expectResourcesOneTapAway(chat);
  });
});
