import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalOverflow, signInWithForm } from './support/account-pages.ts';
import { demoAccounts, demoPassword } from './support/accounts.ts';
import { failedResourcePattern, openInApp } from './support/fixtures.ts';
import { featuredAdvisorNames } from './support/pages.ts';
// users.ts's `test` is fixtures.ts's (it fails on console errors, one client address per test) plus
// `signInAs`, which signs in against the project's own baseURL.
import { expect, test } from './support/users.ts';

interface SlideExpectation {
  title: string;
  primary: { name: string; href: string };
  /** A link for everyone, or the account button: Sign In/Up for visitors, My Profile for members. */
  secondary: { name: string; href: string } | 'account';
}

const slides: SlideExpectation[] = [
  { title: 'Meet Your New AI Advisor', primary: { name: 'Browse Advisors', href: '/advisors' }, secondary: 'account' },
  {
    title: 'Start Your Journey Today',
    primary: { name: 'Meet Wellness Advisors', href: '/advisors' },
    secondary: { name: 'Learn More', href: '/pricing' },
  },
  {
    title: 'Boost Your Performance',
    primary: { name: 'Find Your Coach', href: '/advisors' },
    secondary: { name: 'See Plans', href: '/pricing' },
  },
  { title: 'Discover New Insights', primary: { name: 'Start Exploring', href: '/advisors' }, secondary: 'account' },
];

class HomePage {
  readonly page: Page;
  readonly hero: Locator;
  readonly heading: Locator;
  readonly dots: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly featured: Locator;
  readonly featuredCards: Locator;
  readonly featuredDots: Locator;
  readonly pricing: Locator;
  readonly closing: Locator;

  constructor(page: Page) {
    this.page = page;
    this.hero = page.getByRole('region', { name: 'Highlights' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.dots = this.hero.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
    this.previous = this.hero.getByRole('button', { name: 'Previous slide' });
    this.next = this.hero.getByRole('button', { name: 'Next slide' });
    this.featured = page.getByRole('region', { name: 'Featured advisors' });
    this.featuredCards = this.featured.getByRole('list', { name: 'Featured advisors' }).getByRole('article');
    this.featuredDots = this.featured.getByRole('group', { name: 'Choose a featured advisor' }).getByRole('button');
    this.pricing = page.getByRole('region', { name: 'Simple, honest pricing' });
    this.closing = page.getByRole('region', { name: /^(Your first conversation is free|Ready for your next conversation\?)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.heading).toHaveText(slides[0]!.title);
  }

  /** On phones the featured carousel loads when the reader scrolls towards it, below the hero. */
  async scrollToFeatured(): Promise<void> {
    await this.featured.scrollIntoViewIfNeeded();
  }

  /** Only the slide in view is exposed; the others are hidden from assistive technology. */
  slide(number: number): Locator {
    return this.hero.getByRole('group', { name: `Slide ${number} of 4`, exact: true });
  }

  dot(number: number): Locator {
    return this.hero.getByRole('button', { name: `Go to slide ${number}`, exact: true });
  }

  async expectSlide(number: number): Promise<void> {
    await expect(this.slide(number)).toBeVisible();
    await expect(this.heading).toHaveText(slides[number - 1]!.title);
    await expect(this.dot(number)).toHaveAttribute('aria-current', 'true');
    await expect(this.hero.locator('[aria-current="true"]')).toHaveCount(1);
  }

  /** A finger swipe on the hero, as pointer events (Playwright has no touch-move gesture). */
  async swipeHero(direction: 'left' | 'right', slideNumber: number): Promise<void> {
    const target = this.slide(slideNumber).getByRole('heading', { level: 1 });
    const box = await target.boundingBox();
    if (!box) throw new Error('the slide title has no box');
    const y = box.y + box.height / 2;
    const [from, to] = direction === 'left' ? [box.x + 250, box.x + 40] : [box.x + 40, box.x + 250];
    await target.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: from, clientY: y });
    await target.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: to, clientY: y + 8 });
  }
}

test.describe('home page', () => {
  test('has its title and description, and shows a skeleton before the content', async ({ page }) => {
    // Record when the skeletons and the content first appear: deterministic, unlike polling for a 500 ms window.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { homeTimeline: Record<string, number> }).homeTimeline = seen;
      new MutationObserver(() => {
        const mark = (key: string, present: boolean) => {
          if (!(key in seen) && present) seen[key] = performance.now();
        };
        mark('page', document.querySelector('[data-testid="home-skeleton"]') !== null);
        // The page before (where the visit starts) has an h1 too: the hero's is the one with its words.
        mark('hero', [...document.querySelectorAll('h1')].some((heading) => heading.textContent.includes('Meet Your New')));
        mark('section', document.querySelector('[data-testid="home-section-skeleton"]') !== null);
        mark('pricing', document.querySelector('#home-pricing-heading') !== null);
      }).observe(document, { subtree: true, childList: true });
    });
    const home = new HomePage(page);
    // Reached from another page; opened directly, the home page arrives rendered (server-rendered-pages.spec.ts).
    await openInApp(page, '/');
    await expect(page).toHaveTitle('Wayfinder | AI advisors for clarity, confidence and connection');
    await expect(page.locator('meta[name="description"][content*="AI advisors for clarity, confidence and connection"]')).toHaveCount(1);
    await expect(home.pricing).toBeVisible();

    const timeline = await page.evaluate(() => (window as unknown as { homeTimeline: Record<string, number> }).homeTimeline);
    expect(Object.keys(timeline).sort()).toEqual(['hero', 'page', 'pricing', 'section']);
    expect(timeline.hero! - timeline.page!).toBeGreaterThanOrEqual(450);
    expect(timeline.section!).toBeGreaterThanOrEqual(timeline.hero!);
    expect(timeline.pricing! - timeline.section!).toBeGreaterThanOrEqual(250);
  });

  test('a visitor sees each slide with its title, buttons and targets', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.dots).toHaveCount(4);

    for (const [index, expected] of slides.entries()) {
      const number = index + 1;
      await home.dot(number).click();
      await home.expectSlide(number);
      const slide = home.slide(number);
      await expect(slide.getByRole('link', { name: expected.primary.name })).toHaveAttribute('href', expected.primary.href);
      if (expected.secondary === 'account') {
        await expect(slide.getByRole('button', { name: 'Sign In/Up' })).toBeVisible();
        await expect(slide.getByRole('link', { name: 'My Profile' })).toHaveCount(0);
      } else {
        await expect(slide.getByRole('link', { name: expected.secondary.name })).toHaveAttribute('href', expected.secondary.href);
      }
      await expect(slide.getByRole('button', { name: 'Get Access' })).toBeVisible();
    }
  });

  test('Get Access opens the auth dialog on Request Invite', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.slide(1).getByRole('button', { name: 'Get Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Access to Wayfinder' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Request Invite' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Sign In/Up opens the auth dialog on Sign In', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.dot(4).click();
    await home.slide(4).getByRole('button', { name: 'Sign In/Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a signed-in user sees My Profile on slides 1 and 4, and no Get Access', async ({ page, signInAs }) => {
    await signInAs('free');
    const home = new HomePage(page);
    await home.goto();

    for (const [index, expected] of slides.entries()) {
      const number = index + 1;
      await home.dot(number).click();
      await home.expectSlide(number);
      const slide = home.slide(number);
      await expect(slide.getByRole('link', { name: expected.primary.name })).toHaveAttribute('href', expected.primary.href);
      if (expected.secondary === 'account') {
        await expect(slide.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
        await expect(slide.getByRole('button', { name: 'Sign In/Up' })).toHaveCount(0);
      } else {
        await expect(slide.getByRole('link', { name: expected.secondary.name })).toHaveAttribute('href', expected.secondary.href);
      }
      await expect(slide.getByRole('button', { name: 'Get Access' })).toHaveCount(0);
    }

    await home.slide(4).getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL('/profile');
  });

  test('the closing call to action invites visitors in and sends members to the advisors', async ({ page, signInAs }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.closing).toHaveAccessibleName('Your first conversation is free');
    await expect(home.closing.getByRole('link', { name: 'Browse Advisors' })).toHaveAttribute('href', '/advisors');
    await home.closing.getByRole('button', { name: 'Get Access' }).click();
    await expect(page.getByRole('dialog', { name: 'Get Access to Wayfinder' })).toBeVisible();

    await signInAs('premium');
    await home.goto();
    await expect(home.closing).toHaveAccessibleName('Ready for your next conversation?');
    await expect(home.closing.getByRole('link', { name: 'Browse Advisors' })).toHaveAttribute('href', '/advisors');
    await expect(home.closing.getByRole('button', { name: 'Get Access' })).toHaveCount(0);
  });

  test('the sections: how it works, founder story, why choose us and the plans', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();

    const how = page.getByRole('region', { name: 'How it works' });
    await expect(how.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      'Browse the advisors',
      'Start a free session',
      'Get personalized insights',
      'Go further with Premium',
      'Support around the clock',
    ]);
    await expect(how.getByText('create your free account')).toBeVisible();
    await expect(how.getByText('Coming soon')).toBeVisible();

    const founder = page.getByRole('region', { name: 'Why we built Wayfinder' });
    await expect(founder.getByText('Lived experience of neurodiversity')).toBeVisible();
    await expect(founder.getByText('More than 20 years studying human behaviour')).toBeVisible();

    const why = page.getByRole('region', { name: 'Why people choose Wayfinder' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Advanced intelligence',
      'Always available',
      'Personalized to you',
      'Private by design',
    ]);

    await expect(home.pricing).toHaveAttribute('id', 'pricing');
    const free = home.pricing.getByRole('article', { name: 'Free' });
    const premium = home.pricing.getByRole('article', { name: 'Premium' });
    await expect(free).toContainText("Free chats aren't saved");
    await expect(premium).toContainText('$5.99');
    await expect(premium).toContainText('Cancel any time. Premium stays active until the end of your billing period.');
    await expect(premium.getByRole('list', { name: 'Premium includes' }).getByRole('listitem')).toHaveCount(6);
    await expect(free.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    await expect(premium.getByRole('link', { name: 'Explore Premium' })).toHaveAttribute('href', '/pricing');
    await premium.getByRole('link', { name: 'Explore Premium' }).click();
    await expect(page).toHaveURL('/pricing');
  });

  test('the travel planner section says what the planner does; Plan a Trip leads a visitor through sign-in to the planner', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResourcePattern(401));
    const home = new HomePage(page);
    await home.goto();
    const travel = page.getByRole('region', { name: 'Plan your next trip in minutes' });
    await travel.scrollIntoViewIfNeeded();
    await expect(travel.getByText('AI travel planner', { exact: true })).toBeVisible();
    await expect(travel).toContainText('day-by-day itinerary');
    await expect(travel).toContainText('The Free plan includes one itinerary; Premium keeps up to 200.');
    await expect(travel.getByRole('figure')).toContainText('Day 2 · Lisbon');
    await expectNoHorizontalOverflow(page);

    const planATrip = travel.getByRole('link', { name: 'Plan a Trip' });
    await expect(planATrip).toHaveAttribute('href', '/planner');
    await planATrip.click();
    await expect(page).toHaveURL('/auth?tab=signin&next=%2Fplanner');
    await signInWithForm(page, demoAccounts.free, demoPassword);
    await expect(page).toHaveURL('/planner');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Travel Planner' })).toBeVisible();
  });

  test('View all opens the directory', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.featured.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL('/advisors');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Advisors' })).toBeVisible();
  });

  test('the hero primary button opens the directory', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.slide(1).getByRole('link', { name: 'Browse Advisors' }).click();
    await expect(page).toHaveURL('/advisors');
  });

  test('featured cards show the status, the avatar, the name, the category, at most three tags and Learn More', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.featured.getByRole('heading', { level: 2, name: 'Featured advisors' })).toBeVisible();
    await home.scrollToFeatured();
    await expect(home.featuredCards.getByRole('heading', { level: 3 })).toHaveText([...featuredAdvisorNames]);

    const maren = home.featuredCards.filter({ has: page.getByRole('heading', { level: 3, name: 'Maren', exact: true }) });
    await expect(maren.getByRole('link', { name: 'Maren' })).toHaveAttribute('href', '/advisors/maren');
    await expect(maren.locator('[data-status]')).toContainText('Available');
    await expect(maren.getByText('Clarity & Focus', { exact: true })).toBeVisible();
    await expect(maren.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Clarity', 'Decisions', 'Focus']);
    await expect(maren.getByText('Learn More')).toBeVisible();
    const description = maren.locator('p.line-clamp-2');
    await expect(description).toHaveCSS('-webkit-line-clamp', '2');
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no serious accessibility violations in the ${theme} theme`, async ({ page }) => {
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      const home = new HomePage(page);
      await home.goto();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await home.scrollToFeatured();
      await expect(home.featuredCards).toHaveCount(featuredAdvisorNames.length);
      await expect(home.closing).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Another slide, to check the artwork and buttons of a slide that was hidden at first.
      await home.dot(3).click();
      await home.expectSlide(3);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });
  }
});

test.describe('home page on wide screens', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the arrows and the grid are for screens 768 px and wider');
  });

  test('the arrows move between slides and loop both ways', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.previous).toBeVisible();
    await expect(home.next).toBeVisible();
    await home.expectSlide(1);

    await home.previous.click();
    await home.expectSlide(4);
    await home.next.click();
    await home.expectSlide(1);
    for (const number of [2, 3, 4, 1]) {
      await home.next.click();
      await home.expectSlide(number);
    }
    await home.previous.click();
    await home.expectSlide(4);
    await home.previous.click();
    await home.expectSlide(3);
  });

  test('the featured advisors are a grid: 4 columns at 1280 px, 3 under 1024 px', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.featuredCards).toHaveCount(featuredAdvisorNames.length);
    const grid = home.featured.getByRole('list', { name: 'Featured advisors' });
    const columns = () => grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(4);
    await expect(home.featuredDots).toHaveCount(0);

    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(columns).toBe(3);
  });
});

test.describe('home page on phones', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'the swipe carousel is for screens under 768 px');
  });

  test('the arrows are hidden; dots and swipes move between slides and loop', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.previous).toBeHidden();
    await expect(home.next).toBeHidden();
    await expect(home.dots).toHaveCount(4);

    await home.swipeHero('right', 1);
    await home.expectSlide(4);
    await home.swipeHero('left', 4);
    await home.expectSlide(1);
    await home.swipeHero('left', 1);
    await home.expectSlide(2);
    await home.dot(3).click();
    await home.expectSlide(3);
  });

  test('the featured advisors are a carousel of 296 px slides with dots, and can be dragged', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    // Below the hero, the carousel waits for the reader to come near it.
    await expect(home.featured.getByRole('status', { name: 'Loading featured advisors' })).toBeVisible();
    await home.scrollToFeatured();
    await expect(home.featuredCards).toHaveCount(featuredAdvisorNames.length);
    await expect(home.featuredDots).toHaveCount(featuredAdvisorNames.length);
    await expect(home.featuredDots.first()).toHaveAttribute('aria-current', 'true');

    const slide = home.featured.getByRole('list', { name: 'Featured advisors' }).getByRole('listitem').first();
    expect((await slide.boundingBox())?.width).toBe(296);

    // A dot brings its advisor to the page's left margin.
    await home.featured.getByRole('button', { name: 'Show Isla', exact: true }).click();
    await expect(home.featured.getByRole('button', { name: 'Show Isla', exact: true })).toHaveAttribute('aria-current', 'true');
    const isla = home.featuredCards.filter({ hasText: 'Isla' });
    await expect.poll(async () => Math.round((await isla.boundingBox())?.x ?? -1)).toBe(16);

    // Dragging back towards the start.
    await home.featured.getByRole('button', { name: 'Show Dario', exact: true }).click();
    await expect.poll(async () => Math.round((await home.featuredCards.first().boundingBox())?.x ?? -1)).toBe(16);
    const box = await home.featuredCards.first().boundingBox();
    if (!box) throw new Error('no card box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 260, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 150, y, { steps: 5 });
    await page.mouse.move(box.x + 20, y, { steps: 5 });
    await page.mouse.up();
    await expect(home.featuredDots.first()).not.toHaveAttribute('aria-current', 'true');
    // The drag did not count as a tap on the card.
    await expect(page).toHaveURL('/');
  });
});
