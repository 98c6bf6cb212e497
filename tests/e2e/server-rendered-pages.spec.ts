import { load } from 'cheerio';
import { expect, test } from './support/fixtures.ts';

/*
 * The public pages arrive as HTML (docs/decisions/0215): their first response, before any script,
 * holds the heading, the main text and the data from the database; the browser then takes the page
 * over without asking the API again, and without moving anything.
 */

const pages = [
  { path: '/', heading: 'Meet Your New AI Advisor', text: 'Talk things through with an advisor grounded in proven coaching methods.' },
  { path: '/advisors', heading: 'AI Advisors', text: 'Pick the one that fits what you are working through today.' },
  { path: '/advisors/ada', heading: 'Ada', text: 'Helps students and lifelong learners study smarter' },
  { path: '/pricing', heading: 'Choose Your Plan', text: 'Chat with any advisor for free.' },
  { path: '/faq', heading: 'Frequently Asked Questions', text: 'What is Wayfinder?' },
  { path: '/help', heading: 'Help Center', text: 'Find answers, guides and the quickest way to reach us.' },
  { path: '/about', heading: 'About Wayfinder', text: 'Wayfinder offers AI-powered advisors for self-understanding' },
  { path: '/terms', heading: 'Terms of Use', text: 'By creating an account or using Wayfinder, you agree to these terms.' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'we never sell your data' },
  { path: '/contact', heading: 'Contact Us', text: 'Send us a note and our team will get back to you by email.' },
  { path: '/feedback', heading: 'Share Your Feedback', text: 'Up to 2000 characters.' },
] as const;

test.describe('public pages as HTML', () => {
  for (const { path, heading, text } of pages) {
    test(`${path}: the first response holds the heading, the main text and the page's own head`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const document = load(await response.text());
      expect(document('#root h1').first().text()).toBe(heading);
      expect(document('#root').text()).toContain(text);
      expect(document('title')).toHaveLength(1);
      expect(document('title').text()).toMatch(/\S.* \| Wayfinder$|^Wayfinder \| /);
      expect(document('meta[name="description"]').attr('content')).toBeTruthy();
      expect(document('link[rel="canonical"]').attr('href')).toBe(`${baseURL}${path === '/' ? '/' : path}`);
      expect(document('meta[property="og:title"]').attr('content')).toBe(document('title').text());
    });
  }

  test('the directory, an advisor, the FAQ and the contact page are rendered from the database', async ({ request }) => {
    const advisors = (await (await request.get('/api/advisors')).json()) as {
      name: string;
      slug: string;
      fullDescription: string | null;
    }[];
    const directory = load(await (await request.get('/advisors')).text());
    for (const advisor of advisors) expect(directory(`#root a[href="/advisors/${advisor.slug}"]`).length).toBeGreaterThan(0);

    const ada = (await (await request.get('/api/advisors/ada')).json()) as { about: string };
    const adaPage = load(await (await request.get('/advisors/ada')).text());
    expect(ada.about.length).toBeGreaterThan(80);
    expect(adaPage('#root').text()).toContain(ada.about.split('\n')[0]?.slice(0, 80));
    // Link previews get a PNG of the avatar (crawlers refuse SVG), and it is there to fetch.
    const preview = adaPage('meta[property="og:image"]').attr('content') ?? '';
    expect(preview).toMatch(/^https?:\/\/[^/]+\/api\/advisors\/ada\/preview\.png$/);
    const picture = await request.get(new URL(preview).pathname);
    expect(picture.headers()['content-type']).toBe('image/png');

    const questions = (await (await request.get('/api/faq')).json()) as { question: string }[];
    const faq = load(await (await request.get('/faq')).text());
    for (const { question } of questions) expect(faq('#root').text()).toContain(question);

    const siteInfo = (await (await request.get('/api/site-info')).json()) as { contactEmail: string };
    expect(load(await (await request.get('/contact')).text())('#root').text()).toContain(siteInfo.contactEmail);
  });

  test('an advisor that does not exist answers 404; a page the browser renders stays a shell', async ({ request }) => {
    const missing = await request.get('/advisors/no-such-advisor');
    expect(missing.status()).toBe(404);
    expect(load(await missing.text())('#root').children()).toHaveLength(0);
    const planner = await request.get('/planner');
    expect(planner.status()).toBe(200);
    expect(load(await planner.text())('#root').children()).toHaveLength(0);
  });

  test('the same page is the same bytes, with an ETag that answers 304; a signed-in page is private', async ({ request }) => {
    const first = await request.get('/advisors');
    const second = await request.get('/advisors');
    expect(await second.text()).toBe(await first.text());
    const etag = first.headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers()['cache-control']).toBe('no-cache');
    const revalidated = await request.get('/advisors', { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status()).toBe(304);

    const withSession = await request.get('/advisors', { headers: { cookie: 'anything=1' } });
    expect(withSession.headers()['cache-control']).toBe('private, no-cache');
  });

  test("the page's data is a JSON data block, never markup: text in it cannot close the element", async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    const block = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block.length).toBeGreaterThan(100);
    expect(block).not.toContain('<');
    expect(() => JSON.parse(block) as unknown).not.toThrow();
  });

  // Decision 0229: on a slow link the app's script would share the bandwidth with the page's stylesheet, font and pictures.
  test("a rendered page asks for the app's script once its first content is painted; a page the browser renders asks at once", async ({ page }) => {
    const timings = () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
        return { paint, entry: scripts[0]?.startTime ?? Number.NaN };
      });
    await page.goto('/advisors');
    await expect(page.getByRole('heading', { name: 'AI Advisors', level: 1 })).toBeVisible();
    const rendered = await timings();
    expect(rendered.paint).toBeGreaterThan(0);
    expect(rendered.entry).toBeGreaterThanOrEqual(rendered.paint);
    expect(await page.locator('html').getAttribute('data-app')).toBe('ready');

    // The shell of a page the browser renders has nothing to paint before its script.
    const shell = await (await page.request.get('/planner')).text();
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(shell).not.toContain('start-after-paint.js');
  });

  test('a rendered page comes with the pictures of its first view only; the rest wait for the layout', async ({ request }) => {
    const directory = load(await (await request.get('/advisors')).text());
    const preloaded = directory('link[rel="preload"][as="image"]')
      .map((_index, link) => directory(link).attr('href'))
      .get();
    const advisors = (await (await request.get('/api/advisors')).json()) as { avatarUrl: string; coverUrl: string }[];
    const firstCover = advisors[0]?.coverUrl;
    // The first card's cover, the largest paint, is asked for first; no other cover comes with the page.
    const covers = new Set(advisors.map((advisor) => advisor.coverUrl));
    expect(preloaded.filter((href) => covers.has(href))).toEqual([firstCover]);
    expect(directory(`link[rel="preload"][href="${firstCover}"]`).attr('fetchpriority')).toBe('high');
    // Both layouts are in the page (ByViewport): every other card's pictures are lazy in each.
    const cardPictures = directory('#root article img');
    expect(cardPictures.length).toBeGreaterThan(2 * advisors.length);
    const eager = cardPictures.filter((_index, img) => directory(img).attr('loading') !== 'lazy').map((_index, img) => directory(img).attr('src')).get();
    expect(new Set(eager)).toEqual(new Set([firstCover, advisors[0]?.avatarUrl]));
  });

  // On each project's screen: a phone at 375 px and a desktop at 1280 px.
  test('the browser takes the page over without asking the API again or moving anything', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/advisors', '/advisors/ada', '/pricing', '/faq']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(apiRequests, `API requests on ${path}`).toEqual([]);
      // Taken over: the page answers a click (the menu opens). Focusing the page may re-check the
      // session (refetchOnWindowFocus), which is not the page's data.
      await page.getByRole('button', { name: /menu/i }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      apiRequests.length = 0;
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.05);
    }
    expect(errors).toEqual([]);
  });
});
