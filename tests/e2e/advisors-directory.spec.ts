import { breakApi, expect, failedResourcePattern, holdRequests, openInApp, test } from './support/fixtures.ts';
import { DirectoryPage, featuredAdvisorNames, seededAdvisorNames } from './support/pages.ts';

test.describe('advisors directory (all widths)', () => {
  test('shows the title, the featured advisors and every seeded advisor in name order', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.goto();
    await expect(page).toHaveTitle('AI Advisors | Wayfinder');
    await expect(directory.featured.getByRole('heading', { level: 2, name: 'Featured advisors' })).toBeVisible();
    await expect(directory.featuredLinks).toHaveCount(featuredAdvisorNames.length);
    for (const [index, name] of featuredAdvisorNames.entries()) {
      await expect(directory.featuredLinks.nth(index)).toContainText(name);
      await expect(directory.featuredLinks.nth(index)).toHaveAttribute('href', `/advisors/${name.toLowerCase()}`);
    }

    await directory.waitForResults(seededAdvisorNames.length);
    expect(await directory.cardNames()).toEqual([...seededAdvisorNames]);
  });

  test('a card shows the name link, category, at most three tags and the status', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.goto();
    await directory.waitForResults(seededAdvisorNames.length);

    const maren = directory.card('Maren');
    await expect(maren.getByRole('heading', { level: 3 }).getByRole('link', { name: 'Maren' })).toHaveAttribute('href', '/advisors/maren');
    await expect(maren.getByText('Clarity & Focus', { exact: true })).toBeVisible();
    // Maren has four tags; the card shows the first three.
    await expect(maren.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Clarity', 'Decisions', 'Focus']);
    await expect(maren.locator('[data-status]')).toContainText('Available');

    for (const name of seededAdvisorNames) {
      await expect(directory.card(name).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(3);
    }
  });

  test('status badges name the state, with a tooltip for advisors that are not available', async ({ page, isMobile }) => {
    const directory = new DirectoryPage(page);
    await directory.goto();
    await directory.waitForResults(seededAdvisorNames.length);

    const expected = [
      { name: 'Noor', label: 'Training', tooltip: 'Advisor is in training mode' },
      { name: 'Wren', label: 'Testing', tooltip: 'Advisor is in testing mode' },
      { name: 'Vera', label: 'Developing', tooltip: 'Advisor is under development' },
    ];
    for (const { name, label, tooltip } of expected) {
      const card = directory.card(name);
      const badge = card.locator('[data-status]');
      await expect(badge).toContainText(label);
      await expect(badge).toHaveAccessibleDescription(tooltip);
      await expect(card.getByRole('tooltip')).toHaveText(tooltip);
    }
    const unavailable = new Set(expected.map((entry) => entry.name));
    for (const name of seededAdvisorNames.filter((entry) => !unavailable.has(entry))) {
      await expect(directory.card(name).locator('[data-status]')).toContainText('Available');
    }

    if (!isMobile) {
      // The tooltip is hidden until the badge is hovered.
      const noor = directory.card('Noor');
      await expect(noor.getByRole('tooltip')).toHaveCSS('opacity', '0');
      await noor.locator('[data-status]').hover();
      await expect(noor.getByRole('tooltip')).toHaveCSS('opacity', '1');
    }
  });

  test('a card opens the advisor page', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.goto();
    await directory.waitForResults(seededAdvisorNames.length);
    await directory.card('Ada').getByRole('link', { name: 'Ada' }).click();
    await expect(page).toHaveURL('/advisors/ada');
    await expect(page.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
  });

  test('a featured advisor opens the advisor page', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.goto();
    await directory.featuredLinks.filter({ hasText: 'Dario' }).click();
    await expect(page).toHaveURL('/advisors/dario');
    await expect(page.getByRole('heading', { level: 1, name: 'Dario' })).toBeVisible();
  });

  test('when the API fails, a preview with the fallback advisors is shown', async ({ page, isMobile, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await breakApi(page, '**/api/advisors');
    const directory = new DirectoryPage(page);
    await openInApp(page, '/advisors');

    // The query retries once before giving up.
    await expect(directory.previewNotice).toBeVisible({ timeout: 10_000 });
    await directory.waitForResults(2);
    expect(await directory.cardNames()).toEqual(['Atlyss', 'Crystal']);
    await expect(directory.featuredLinks).toHaveText([/Atlyss/, /Crystal/]);

    if (!isMobile) {
      await directory.openTagMenu();
      await expect(directory.tagMenu.getByRole('menuitemcheckbox')).toHaveText(['Clarity', 'Focus', 'Confidence', 'Self-Worth']);
      await directory.tagOption('Confidence').click();
      await directory.waitForResults(1);
      expect(await directory.cardNames()).toEqual(['Crystal']);
    }
  });
});

test.describe('advisors directory on wide screens', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the filter bar and the grid are for screens 768 px and wider');
  });

  test('shows 8 skeleton cards while loading, then a 4-column grid', async ({ page }) => {
    const held = await holdRequests(page, '**/api/advisors');
    const directory = new DirectoryPage(page);
    await openInApp(page, '/advisors');
    await expect(directory.skeletons).toHaveCount(8);
    await expect(directory.cards).toHaveCount(0);
    held.release();

    await directory.waitForResults(seededAdvisorNames.length);
    await expect(directory.skeletons).toHaveCount(0);
    await expect(directory.results).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+ \S+$/);
    const lefts = new Set<number>();
    for (const box of await Promise.all((await directory.cards.all()).slice(0, 8).map((card) => card.boundingBox()))) {
      if (box) lefts.add(Math.round(box.x));
    }
    expect(lefts.size).toBe(4);
  });

  test('search is case-insensitive over name, category and tags, and is kept in the URL', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.goto();
    await directory.waitForResults(seededAdvisorNames.length);
    await expect(directory.search).toHaveAttribute('placeholder', 'Search advisors...');
    await expect(directory.clearButton).toHaveCount(0);

    // Name.
    await directory.search.fill('mAr');
    await expect.poll(() => directory.cardNames()).toEqual(['Maren']);
    await expect(page).toHaveURL('/advisors?q=mAr');
    await expect(directory.clearButton).toBeVisible();

    // Category (ethos): Business & Growth is Dario's.
    await directory.search.fill('BUSINESS &');
    await expect.poll(() => directory.cardNames()).toEqual(['Dario']);

    // Tag: only Wren has Parenting.
    await directory.search.fill('parenting');
    await expect.poll(() => directory.cardNames()).toEqual(['Wren']);

    // Category and tags together: Structure is Jonah's and Vera's category and tag.
    await directory.search.fill('structure');
    await expect.poll(() => directory.cardNames()).toEqual(['Jonah', 'Vera']);

    await directory.search.fill('zzz-nobody');
    await expect(directory.emptyMessage).toBeVisible();
    await expect(directory.cards).toHaveCount(0);

    await directory.clearButton.click();
    await expect(directory.search).toHaveValue('');
    await expect(page).toHaveURL('/advisors');
    await directory.waitForResults(seededAdvisorNames.length);
    await expect(directory.clearButton).toHaveCount(0);
  });

  test('the tag filter keeps advisors having any selected tag, combined with the search', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.goto();
    await directory.waitForResults(seededAdvisorNames.length);
    await expect(directory.tagFilterButton).toHaveAccessibleName('Filter by Tag: Select tags');
    await expect(directory.tagFilterButton).toContainText('Select tags');

    await directory.openTagMenu();
    const options = directory.tagMenu.getByRole('menuitemcheckbox');
    const tagNames = await options.allInnerTexts();
    expect(tagNames).toContain('Focus');
    expect(tagNames).toEqual([...tagNames].sort((a, b) => a.localeCompare(b)));

    // The menu stays open while ticking several tags.
    await directory.tagOption('Focus').click();
    await expect(directory.tagOption('Focus')).toHaveAttribute('aria-checked', 'true');
    await expect(directory.tagMenu).toBeVisible();
    await directory.tagOption('Burnout').click();
    await expect(directory.tagOption('Burnout')).toHaveAttribute('aria-checked', 'true');
    await expect(directory.tagMenu).toBeVisible();
    await expect.poll(() => directory.cardNames()).toEqual(['Elodie', 'Maren', 'Priya']);
    await expect(page).toHaveURL('/advisors?tag=Focus&tag=Burnout');

    await page.keyboard.press('Escape');
    await expect(directory.tagMenu).toBeHidden();
    await expect(directory.tagFilterButton).toHaveAccessibleName('Filter by Tag: 2 tags selected');
    await expect(directory.selectedTags.getByRole('listitem')).toHaveText(['Focus', 'Burnout']);

    // Both must hold: the search narrows the tag result.
    await directory.search.fill('priya');
    await expect.poll(() => directory.cardNames()).toEqual(['Priya']);
    await expect(page).toHaveURL('/advisors?q=priya&tag=Focus&tag=Burnout');
    await directory.search.fill('elodie');
    await expect.poll(() => directory.cardNames()).toEqual(['Elodie']);
    await directory.search.fill('theo');
    await expect(directory.emptyMessage).toBeVisible();
    await directory.search.fill('');

    // Removing a chip drops that tag only.
    await directory.selectedTags.getByRole('button', { name: 'Remove Burnout' }).click();
    await expect.poll(() => directory.cardNames()).toEqual(['Maren', 'Priya']);
    await expect(directory.tagFilterButton).toHaveAccessibleName('Filter by Tag: 1 tag selected');
    await expect(page).toHaveURL('/advisors?tag=Focus');

    await directory.clearButton.click();
    await expect(directory.selectedTags).toHaveCount(0);
    await expect(directory.tagFilterButton).toHaveAccessibleName('Filter by Tag: Select tags');
    await expect(directory.tagFilterButton).toContainText('Select tags');
    await expect(page).toHaveURL('/advisors');
    await directory.waitForResults(seededAdvisorNames.length);
  });

  test('filters in the URL are applied on load and survive a reload', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.goto('?q=ren&tag=Family&tag=Clarity');
    await expect.poll(() => directory.cardNames()).toEqual(['Maren', 'Wren']);
    await expect(directory.search).toHaveValue('ren');
    await expect(directory.selectedTags.getByRole('listitem')).toHaveText(['Family', 'Clarity']);

    await page.reload();
    await expect.poll(() => directory.cardNames()).toEqual(['Maren', 'Wren']);
    await expect(directory.search).toHaveValue('ren');
  });
});

test.describe('advisors directory on phones', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'the carousel is for screens narrower than 768 px');
  });

  test('shows 3 skeleton cards while loading, then a carousel without the filter bar', async ({ page }) => {
    const held = await holdRequests(page, '**/api/advisors');
    const directory = new DirectoryPage(page);
    await openInApp(page, '/advisors');
    await expect(directory.skeletons).toHaveCount(3);
    held.release();

    await directory.waitForResults(seededAdvisorNames.length);
    await expect(directory.skeletons).toHaveCount(0);
    await expect(directory.search).toHaveCount(0);
    await expect(directory.tagFilterButton).toHaveCount(0);
    await expect(directory.results).toHaveCSS('scroll-snap-type', 'x mandatory');
    expect(await directory.cardNames()).toEqual([...seededAdvisorNames]);

    // One card fills most of the screen; the rest are off to the right.
    const viewportWidth = page.viewportSize()?.width ?? 0;
    await expect(directory.card('Ada')).toBeInViewport();
    const third = await directory.card('Elodie').boundingBox();
    expect(third && third.x).toBeGreaterThan(viewportWidth);
  });

  test('the dots show the current advisor and scroll the carousel to the one chosen', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.goto();
    await directory.waitForResults(seededAdvisorNames.length);
    await expect(directory.dots).toHaveCount(seededAdvisorNames.length);
    await expect(directory.dots.first()).toHaveAccessibleName('Show Ada');
    await expect(directory.dot('Ada')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[aria-label="Choose an advisor"] [aria-current]')).toHaveCount(1);

    await directory.dot('Kai').click();
    await expect(directory.dot('Kai')).toHaveAttribute('aria-current', 'true');
    await expect(directory.dot('Ada')).not.toHaveAttribute('aria-current');
    const scrollLeft = () => directory.results.evaluate((element) => element.scrollLeft);
    await expect.poll(scrollLeft).toBe(5 * 296);
    await expect(directory.card('Kai')).toBeInViewport({ ratio: 0.9 });
    await expect(directory.card('Ada')).not.toBeInViewport();

    // Swiping (scrolling the track) moves the current dot along.
    await directory.results.evaluate((element) => element.scrollTo({ left: 2 * 296 }));
    await expect(directory.dot('Elodie')).toHaveAttribute('aria-current', 'true');
    await expect(directory.card('Elodie')).toBeInViewport({ ratio: 0.9 });
  });
});
