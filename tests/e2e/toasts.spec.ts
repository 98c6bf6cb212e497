import type { Locator, Page } from '@playwright/test';
import { feedbackMessages } from '../../src/shared/feedback/feedback.schema.ts';
import { ChatPanel } from './support/chat-panel.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';
import { expect, test } from './support/users.ts';

/*
 * The spec: "Only one toast is shown at a time." Issue 24: toasts stacked, and on a phone they
 * covered the chat's message box and the open menu's Sign Out.
 *
 * A toast leaves by itself after 4 s, which would let an old toast vanish on its own and hide the
 * bug; so while the second toast is raised the pointer rests on the first, which holds its timer
 * (sonner pauses toasts under the pointer), and the second is raised from the keyboard.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function allToasts(page: Page): Locator {
  return page.locator('[data-sonner-toast]');
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

function overlap(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/**
 * An open modal (the menu, the chat) turns pointer events off outside itself, and elementFromPoint
 * looks through such elements: turned back on for the toasts, the check below sees what is painted
 * on top, not only where a tap would land.
 */
async function letToastsBeHit(page: Page): Promise<void> {
  await page.locator('[data-sonner-toaster]').evaluateAll((toasters) => {
    for (const toaster of toasters) (toaster as HTMLElement).style.pointerEvents = 'auto';
  });
}

/** Whether what is on top at the point is inside `container`. */
function isOnTop(container: Locator, x: number, y: number): Promise<boolean> {
  return container.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), { x, y });
}

async function expectOnTopAtCentre(target: Locator, what: string): Promise<void> {
  const box = await boxOf(target);
  expect(await isOnTop(target, box.x + box.width / 2, box.y + box.height / 2), `${what} is on top, not under a toast`).toBe(true);
}

function feedbackForm(page: Page) {
  return {
    message: page.getByRole('textbox', { name: 'Your message' }),
    submit: page.getByRole('button', { name: 'Submit Feedback' }),
    star: (count: number) =>
      page
        .getByRole('radiogroup', { name: 'How would you rate your experience?' })
        .getByRole('radio', { name: `${count} stars`, exact: true }),
  };
}

/** Submits the feedback form without a rating: the spec's "Please select a rating" toast. */
async function raiseRatingToast(page: Page): Promise<Locator> {
  await page.goto('/feedback');
  const form = feedbackForm(page);
  await form.message.fill('The planner found me a lovely week in Porto.');
  await form.submit.click();
  const ratingToast = allToasts(page).filter({ hasText: feedbackMessages.ratingRequired });
  await expect(ratingToast).toBeVisible();
  return ratingToast;
}

test.describe('toasts', () => {
  test('one at a time: a second toast replaces the first', async ({ page }) => {
    const ratingToast = await raiseRatingToast(page);
    await ratingToast.hover();

    // From the keyboard, so the pointer stays on the first toast: a rating, then Submit.
    const form = feedbackForm(page);
    await form.star(4).focus();
    await page.keyboard.press('Space');
    await expect(form.star(4)).toBeChecked();
    await form.submit.focus();
    await page.keyboard.press('Enter');

    const thanks = allToasts(page).filter({ hasText: feedbackMessages.success });
    await expect(thanks).toBeVisible();
    await expect(allToasts(page)).toHaveCount(1);
    await expect(ratingToast).toHaveCount(0);
  });

  test('a toast never covers the chat message box; a second message error replaces the first', async ({
    page,
    signInAs,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.allow(failedResourcePattern(429));
    const reasons = [
      'You are sending messages too quickly. Please wait a moment and try again.',
      'Still too quick. Please wait a little longer.',
    ];
    let call = 0;
    await page.route('**/api/assistant', (route) => {
      const message = reasons[Math.min(call++, reasons.length - 1)];
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limit:chat', message } }),
      });
    });
    await signInAs('free');
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');

    await chat.send('Hello?');
    const first = allToasts(page).filter({ hasText: reasons[0]! });
    await expect(first).toBeVisible();
    expect(overlap(await boxOf(first), await boxOf(chat.input)), 'the toast overlaps the message box').toBeNull();
    expect(overlap(await boxOf(first), await boxOf(chat.sendButton)), 'the toast overlaps Send').toBeNull();
    await letToastsBeHit(page);
    await expectOnTopAtCentre(chat.input, 'the message box');

    // (The open chat is a modal dialog, so the pointer cannot hold this toast: the next one follows at once.)
    await chat.expectReady();
    await chat.send('Hello again?');
    const second = allToasts(page).filter({ hasText: reasons[1]! });
    await expect(second).toBeVisible();
    await expect(allToasts(page)).toHaveCount(1);
    expect(overlap(await boxOf(second), await boxOf(chat.input)), 'the toast overlaps the message box').toBeNull();
  });

  test('a toast never covers the open menu or its Sign Out', async ({ page, signInAs }) => {
    await signInAs('free');
    const layout = new SiteLayout(page);
    const ratingToast = await raiseRatingToast(page);
    await ratingToast.hover();

    // Opened from the keyboard, so the pointer stays on the toast and holds it.
    await layout.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(layout.menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = await layout.menu.boundingBox();
        const viewport = page.viewportSize();
        return box && viewport ? Math.round(box.x + box.width) - viewport.width : Number.NaN;
      })
      .toBe(0);
    await expect(ratingToast).toHaveCount(1);
    await letToastsBeHit(page);

    const signOut = layout.menu.getByRole('button', { name: 'Sign Out' });
    await expectOnTopAtCentre(signOut, 'Sign Out');
    await expectOnTopAtCentre(layout.menu.getByRole('heading', { name: 'Menu' }), "the menu's title");
    // Wherever the toast and the menu share the screen (the whole toast on a phone), the menu is on top.
    const shared = overlap(await boxOf(ratingToast), await boxOf(layout.menu));
    if (shared) {
      for (const [fx, fy] of [
        [0.1, 0.5],
        [0.5, 0.5],
        [0.9, 0.5],
        [0.5, 0.1],
        [0.5, 0.9],
      ] as const) {
        const x = shared.x + shared.width * fx;
        const y = shared.y + shared.height * fy;
        expect(await isOnTop(layout.menu, x, y), `the menu is on top at (${Math.round(x)}, ${Math.round(y)})`).toBe(true);
      }
    }
  });
});
