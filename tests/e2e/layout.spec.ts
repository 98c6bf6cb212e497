import { expect, test } from './support/fixtures.ts';
import { mainNavLabels, SiteLayout } from './support/pages.ts';

const navTargets: Record<(typeof mainNavLabels)[number], string> = {
  Home: '/',
  Advisors: '/advisors',
  Pricing: '/pricing',
  FAQ: '/faq',
  Feedback: '/feedback',
  About: '/about',
  Privacy: '/privacy',
  Terms: '/terms',
};

test.describe('header and menu', () => {
  test('the logo links home', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/advisors');
    const logo = layout.header.getByRole('link', { name: 'Wayfinder', exact: true });
    await expect(logo).toHaveAttribute('href', '/');
    await expect(logo.locator('img')).toHaveAttribute('alt', '');
    await logo.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Your New AI Advisor' })).toBeVisible();
  });

  test('the menu slides in from the right with the main links, the travel links, Sign In and the theme toggle', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    await expect(layout.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(layout.menu).toHaveCount(0);

    await layout.openMenu();
    // While the modal menu is open the rest of the page is hidden from assistive technology.
    await expect(layout.menuButton).toHaveCount(0);
    await expect(page.locator('button[aria-label="Open menu"]')).toHaveAttribute('aria-expanded', 'true');
    const links = layout.mainNav.getByRole('link');
    await expect(links).toHaveText([...mainNavLabels]);
    for (const label of mainNavLabels) {
      await expect(layout.mainNav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', navTargets[label]);
    }
    // The travel planner's links are for visitors too (issue 24); they lead through sign-in.
    await expect(layout.menu.getByRole('navigation', { name: 'Travel' }).getByRole('link')).toHaveText(['Planner', 'My Itineraries']);
    await expect(layout.menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(layout.themeToggle()).toHaveAccessibleName('Switch to light theme');
    await expect(layout.themeToggle()).toHaveText('Light theme');

    // Anchored to the right edge and taller than it is wide: a side sheet, not a centred dialog.
    const box = await layout.menu.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.round(box.x + box.width)).toBe(viewport?.width);
    expect(box && viewport && Math.round(box.height)).toBe(viewport?.height);

    await page.keyboard.press('Escape');
    await expect(layout.menu).toBeHidden();
    await expect(layout.menuButton).toBeFocused();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    await layout.openMenu();
    await layout.mainNav.getByRole('link', { name: 'Advisors', exact: true }).click();
    await expect(page).toHaveURL('/advisors');
    await expect(layout.menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Advisors' })).toBeVisible();

    // The current page is marked in the menu.
    await layout.openMenu();
    await expect(layout.mainNav.getByRole('link', { name: 'Advisors', exact: true })).toHaveAttribute('aria-current', 'page');
    await layout.mainNav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(layout.menu).toBeHidden();
  });

  test('Sign In goes to /auth?tab=signin and closes the menu', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    await layout.openMenu();
    await layout.menu.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth?tab=signin');
    await expect(layout.menu).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the theme is dark by default, toggles, closes the menu and survives a reload', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await layout.openMenu();
    await layout.themeToggle().click();
    await expect(layout.menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');

    await layout.openMenu();
    await expect(layout.themeToggle()).toHaveAccessibleName('Switch to dark theme');
    await layout.themeToggle().click();
    await expect(layout.menu).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await layout.openMenu();
    await expect(layout.themeToggle()).toHaveAccessibleName('Switch to light theme');
  });
});

test.describe('footer', () => {
  test('shows the blurb, the Platform and Legal links, the copyright and the social links', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    const footer = layout.footer;
    await expect(footer.getByText('Chat with AI Advisors for guidance and support tailored to your needs.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Wayfinder', exact: true })).toHaveAttribute('href', '/');

    const platform = footer.getByRole('navigation', { name: 'Platform' });
    await expect(platform.getByRole('link')).toHaveText(['Advisors', 'FAQs', 'Feedback']);
    await expect(platform.getByRole('link', { name: 'Advisors' })).toHaveAttribute('href', '/advisors');
    await expect(platform.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/pricing');
    await expect(platform.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');

    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link')).toHaveText(['About', 'Privacy Policy', 'Terms of Use']);
    await expect(legal.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(legal.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');

    await expect(footer.getByText(`© ${new Date().getFullYear()} Wayfinder. All rights reserved.`, { exact: true })).toBeVisible();

    for (const name of ['Wayfinder on X', 'Wayfinder on Instagram', 'Wayfinder on LinkedIn']) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('a footer link navigates inside the app', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    await layout.footer.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Advisors' }).click();
    await expect(page).toHaveURL('/advisors');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Advisors' })).toBeVisible();
  });
});
