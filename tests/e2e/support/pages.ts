import { expect, type Locator, type Page } from '@playwright/test';

/** Names of the 14 seeded advisors, in the API's order (by name). */
export const seededAdvisorNames = [
  'Ada',
  'Dario',
  'Elodie',
  'Isla',
  'Jonah',
  'Kai',
  'Maren',
  'Noor',
  'Priya',
  'Rafa',
  'Soren',
  'Theo',
  'Vera',
  'Wren',
] as const;

/** The first six advisors (by name) that have an ethos: the featured ones. */
export const featuredAdvisorNames = ['Dario', 'Elodie', 'Isla', 'Jonah', 'Kai', 'Maren'] as const;

export const mainNavLabels = ['Home', 'Advisors', 'Pricing', 'FAQ', 'Feedback', 'About', 'Privacy', 'Terms'] as const;

/** The header, the menu sheet and the footer, shared by every page. */
export class SiteLayout {
  readonly header: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly mainNav: Locator;
  readonly footer: Locator;
  readonly newsletter: NewsletterForm;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole('banner');
    this.menuButton = this.header.getByRole('button', { name: 'Open menu' });
    this.menu = page.getByRole('dialog', { name: 'Menu' });
    this.mainNav = this.menu.getByRole('navigation', { name: 'Main' });
    this.footer = page.getByRole('contentinfo');
    this.newsletter = new NewsletterForm(page);
  }

  themeToggle(): Locator {
    return this.menu.getByRole('button', { name: /^Switch to (light|dark) theme$/ });
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
    // Wait for the slide-in to finish so clicks land where the links come to rest.
    await expect
      .poll(async () => {
        const box = await this.menu.boundingBox();
        const viewport = this.page.viewportSize();
        return box && viewport ? Math.round(box.x + box.width) - viewport.width : Number.NaN;
      })
      .toBe(0);
  }

  async htmlIsDark(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }

  /**
   * The newsletter form is loaded when the footer comes near the screen. The page can still grow
   * after the first scroll (the featured advisors arrive), pushing the footer away again, so the
   * scroll is repeated until the form has come.
   */
  async scrollToFooter(): Promise<void> {
    await expect(async () => {
      await this.footer.scrollIntoViewIfNeeded();
      await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(this.newsletter.heading).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
}

export class NewsletterForm {
  readonly heading: Locator;
  readonly form: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Stay in the loop' });
    this.form = page.getByRole('form', { name: 'Stay in the loop' });
    this.email = this.form.getByRole('textbox', { name: 'Email address' });
    this.submit = this.form.getByRole('button', { name: /^Subscrib/ });
  }

  async subscribe(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }

  /** A sonner toast with this title. */
  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

/** /advisors: the directory. */
export class DirectoryPage {
  readonly heading: Locator;
  readonly featured: Locator;
  readonly featuredLinks: Locator;
  readonly results: Locator;
  readonly cards: Locator;
  readonly skeletons: Locator;
  readonly search: Locator;
  readonly tagFilterButton: Locator;
  readonly tagMenu: Locator;
  readonly selectedTags: Locator;
  readonly clearButton: Locator;
  readonly emptyMessage: Locator;
  readonly previewNotice: Locator;
  readonly dots: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'AI Advisors' });
    this.featured = page.getByRole('region', { name: 'Featured advisors' });
    this.featuredLinks = this.featured.getByRole('link');
    this.results = page.getByRole('list', { name: 'Advisors', exact: true });
    this.cards = this.results.getByRole('article');
    this.skeletons = page.getByTestId('advisor-card-skeleton');
    this.search = page.getByRole('searchbox', { name: 'Search advisors' });
    this.tagFilterButton = page.getByRole('button', { name: /^Filter by Tag/ });
    this.tagMenu = page.getByRole('menu');
    this.selectedTags = page.getByRole('list', { name: 'Selected tags' });
    this.clearButton = page.getByRole('button', { name: 'Clear', exact: true });
    this.emptyMessage = page.getByText('No advisors found matching your search.');
    this.previewNotice = page.getByRole('status').filter({ hasText: 'Temporarily showing a preview. Live data will appear shortly.' });
    this.dots = page.getByRole('group', { name: 'Choose an advisor' }).getByRole('button');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/advisors${query}`);
    await expect(this.heading).toBeVisible();
  }

  async waitForResults(count: number): Promise<void> {
    await expect(this.cards).toHaveCount(count);
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** The names on the result cards, in order. */
  async cardNames(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 3 }).allInnerTexts();
  }

  tagOption(tag: string): Locator {
    return this.tagMenu.getByRole('menuitemcheckbox', { name: tag, exact: true });
  }

  async openTagMenu(): Promise<void> {
    await this.tagFilterButton.click();
    await expect(this.tagMenu).toBeVisible();
  }

  dot(name: string): Locator {
    return this.page.getByRole('group', { name: 'Choose an advisor' }).getByRole('button', { name: `Show ${name}`, exact: true });
  }
}
