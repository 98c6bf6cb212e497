import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, openInApp, test } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';

/** Each static page: its h1, its document title, and a phrase of its own meta description. */
const staticPages = [
  { path: '/pricing', heading: 'Choose Your Plan', title: 'Pricing | Wayfinder', description: /\$5\.99 a month/ },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    title: 'Frequently Asked Questions | Wayfinder',
    description: /^Answers about Wayfinder/,
  },
  { path: '/help', heading: 'Help Center', title: 'Help Center | Wayfinder', description: /^Find help with Wayfinder/ },
  { path: '/about', heading: 'About Wayfinder', title: 'About | Wayfinder', description: /AI-powered advisors for self-understanding/ },
  { path: '/terms', heading: 'Terms of Use', title: 'Terms of Use | Wayfinder', description: /^The terms that apply/ },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy | Wayfinder', description: /never sell your data/ },
] as const;

function h1(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** The description this page set (the page's own tag comes after index.html's default one). */
async function pageDescriptions(page: Page): Promise<string[]> {
  return page.locator('meta[name="description"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
}

test.describe('static pages', () => {
  for (const target of staticPages) {
    test(`${target.path} reached from another page shows its skeleton for 300 ms, then its h1, title and description`, async ({ page }) => {
      // Time stands still until the test moves it, so the skeleton cannot slip by unseen.
      await page.clock.install({ time: new Date('2025-06-01T09:00:00Z') });
      await page.clock.pauseAt(new Date('2025-06-01T09:00:01Z'));
      // Opened directly, the page arrives rendered, with no skeleton (server-rendered-pages.spec.ts).
      await openInApp(page, target.path);
      await expect(page.getByRole('status', { name: `Loading ${target.heading}` })).toBeVisible();
      await expect(h1(page, target.heading)).toHaveCount(0);
      // The title and description are there from the start, skeleton or not.
      await expect(page).toHaveTitle(target.title);

      await page.clock.runFor(300);
      await expect(h1(page, target.heading)).toBeVisible();
      await expect(page.getByRole('status', { name: `Loading ${target.heading}` })).toHaveCount(0);
      await expect(page).toHaveTitle(target.title);
      expect((await pageDescriptions(page)).some((content) => target.description.test(content))).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('each page has a description of its own', async ({ page }) => {
    const seen = new Set<string>();
    for (const target of staticPages) {
      await page.goto(target.path);
      await expect(h1(page, target.heading)).toBeVisible();
      const own = (await pageDescriptions(page)).find((content) => target.description.test(content));
      expect(own, `${target.path} description`).toBeTruthy();
      seen.add(own ?? '');
    }
    expect(seen.size).toBe(staticPages.length);
  });

  test('the menu reaches each page', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    for (const [label, heading] of [
      ['Pricing', 'Choose Your Plan'],
      ['FAQ', 'Frequently Asked Questions'],
      ['About', 'About Wayfinder'],
      ['Privacy', 'Privacy Policy'],
      ['Terms', 'Terms of Use'],
    ] as const) {
      await layout.openMenu();
      await layout.mainNav.getByRole('link', { name: label, exact: true }).click();
      await expect(h1(page, heading)).toBeVisible();
    }
  });
});

test.describe('about', () => {
  test('states the mission, the founder, the safety claims and the four steps', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(main.getByText(/accessible to everyone/)).toBeVisible();
    await expect(main.getByText(/lived experience of neurodiversity and 20\+ years of behaviour studies/)).toBeVisible();
    for (const claim of ['Private and encrypted conversations', 'Evidence-based methods', 'AI that complements human support']) {
      await expect(main.getByRole('heading', { level: 3, name: claim })).toBeVisible();
    }
    const steps = main.getByRole('region', { name: 'How We Create Our Advisors' }).getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Research and method selection',
      'Expert training',
      'Testing with real users',
      'Continuous improvement',
    ]);
  });
});

test.describe('terms and privacy', () => {
  for (const { path, heading } of [
    { path: '/terms', heading: 'Terms of Use' },
    { path: '/privacy', heading: 'Privacy Policy' },
  ]) {
    test(`${path} is dated May 22, 2025 and its contents lead to each section`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await expect(page.getByText('Last updated May 22, 2025')).toBeVisible();

      const sections = page.getByRole('main').getByRole('heading', { level: 2 });
      const titles = await sections.allInnerTexts();
      expect(titles.length).toBeGreaterThan(8);

      if (testInfo.project.name === 'phone') await page.locator('summary').filter({ hasText: 'On this page' }).click();
      const contents = page.getByRole('navigation', { name: 'On this page' });
      await expect(contents.getByRole('link')).toHaveText(titles);

      const last = titles.at(-2) ?? '';
      await contents.getByRole('link', { name: last, exact: true }).click();
      await expect(page).toHaveURL(/#[a-z-]+$/);
      const target = page.getByRole('heading', { level: 2, name: last, exact: true });
      await expect(target).toBeInViewport();
      // Not hidden under the sticky header.
      const box = await target.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual(64);
    });
  }

  test('a link to a section opens the page at that section', async ({ page }) => {
    await page.goto('/privacy#your-choices');
    await expect(page.getByRole('heading', { level: 2, name: 'Your choices and rights' })).toBeInViewport();
  });

  test('the privacy policy says what is stored for free and Premium chats, the mailing list and deletion', async ({ page }) => {
    await page.goto('/privacy');
    const conversations = page.locator('section#conversations');
    await expect(conversations).toContainText('chats are not stored on our servers');
    await expect(conversations).toContainText('sends it along with each new message');
    await expect(conversations).toContainText('You can see, edit and delete that memory');
    const main = page.getByRole('main');
    await expect(main.getByText(/Mailing list\. Your email address and where you signed up/)).toBeVisible();
    await expect(main.getByText(/IP\) address/)).toBeVisible();
    await expect(main.getByText('have your account and data deleted', { exact: true })).toBeVisible();
    await expect(main.getByText('We do not sell your personal information, and we do not share it for advertising.')).toBeVisible();
  });
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`static pages, accessibility, ${theme} theme`, () => {
    // Axe runs once per page and theme, at desktop width: the phone layouts are the same markup.
    test.beforeEach(({ isMobile }) => {
      test.skip(isMobile, 'axe runs once per page and theme');
    });
    for (const target of staticPages) {
      test(`${target.path} has no serious violations`, async ({ page }) => {
        if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
        const layout = new SiteLayout(page);
        await page.goto(target.path);
        await expect(h1(page, target.heading)).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await layout.scrollToFooter();
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
