/**
 * What each page of the built client makes the browser download, read from Vite's manifest:
 * the scripts of index.html (the entry and anything from public/) with the entry's static imports,
 * plus the page's lazy route chunk with its static imports.
 * Dynamic imports (dialogs, the chat panel, the footer's form, the phone carousels) load later, on
 * a click or on scroll, and are not counted for the page; `onDemandParts` says what each adds.
 *
 * Used by scripts/bundle-report.ts (the build's check) and by tests/e2e/bundle-budget.spec.ts,
 * which compares these numbers with what Chromium really downloads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { publicPagePaths } from '../src/shared/site/public-pages.ts';

/** The most gzipped JavaScript a public page may load: 150 KiB. */
export const budgetBytes = 150 * 1024;

export interface PageEntry {
  /** The route as written in src/client/app/router.tsx. */
  route: string;
  /** An address that renders it, for the browser check. */
  example: string;
  /** The module the route loads lazily (its key in the manifest). */
  screen: string;
}

const screens = 'src/client/features';

/** The script that starts the app on a page rendered on the server (public/, outside the manifest). */
const renderedPageLoader = 'start-after-paint.js';
/** The pages the server renders (router.tsx's serverRendered routes): the sitemap's, and each advisor's. */
const rendersOnServer = (page: PageEntry) => (publicPagePaths as readonly string[]).includes(page.route) || page.route === '/advisors/:slug';

/** Every page a visitor can open; each must stay within the budget. */
export const publicPages: PageEntry[] = [
  { route: '/', example: '/', screen: `${screens}/home/screens/home-screen.tsx` },
  { route: '/advisors', example: '/advisors', screen: `${screens}/advisors/screens/advisors-directory-screen.tsx` },
  // The advisor page is composed in the app (advisors with chat's Begin Session), see docs/architecture.md.
  { route: '/advisors/:slug', example: '/advisors/maren', screen: 'src/client/app/screens/advisor-detail-screen.tsx' },
  { route: '/pricing', example: '/pricing', screen: `${screens}/pages/screens/pricing-screen.tsx` },
  { route: '/faq', example: '/faq', screen: `${screens}/pages/screens/faq-screen.tsx` },
  { route: '/help', example: '/help', screen: `${screens}/pages/screens/help-screen.tsx` },
  { route: '/about', example: '/about', screen: `${screens}/pages/screens/about-screen.tsx` },
  { route: '/terms', example: '/terms', screen: `${screens}/pages/screens/terms-screen.tsx` },
  { route: '/privacy', example: '/privacy', screen: `${screens}/pages/screens/privacy-screen.tsx` },
  { route: '/feedback', example: '/feedback', screen: `${screens}/feedback/screens/feedback-screen.tsx` },
  { route: '/contact', example: '/contact', screen: `${screens}/contact/screens/contact-screen.tsx` },
  { route: '/auth', example: '/auth', screen: `${screens}/auth/screens/auth-screen.tsx` },
  { route: '/signup', example: '/signup', screen: `${screens}/auth/screens/sign-up-screen.tsx` },
  { route: '/reset-password', example: '/reset-password', screen: `${screens}/auth/screens/reset-password-screen.tsx` },
  // A shared trip: read-only, for anyone with the link (an unknown token shows the 'turned off' page).
  { route: '/trips/shared/:token', example: '/trips/shared/no-such-shared-trip-token', screen: `${screens}/itineraries/screens/shared-trip-screen.tsx` },
  { route: '404', example: '/no-such-page', screen: `${screens}/pages/screens/not-found-screen.tsx` },
];

/**
 * Pages behind a sign-in: measured and printed, not held to the public budget. Admin pages load
 * the guard's chunk first, then their own.
 */
export const signedInPages: (Omit<PageEntry, 'example'> & { parent?: string })[] = [
  { route: '/profile', screen: `${screens}/account/screens/profile-screen.tsx` },
  { route: '/account', screen: `${screens}/account/screens/account-screen.tsx` },
  { route: '/planner', screen: `${screens}/itineraries/screens/planner-screen.tsx` },
  { route: '/itineraries', screen: `${screens}/itineraries/screens/itineraries-screen.tsx` },
  { route: '/admin/dashboard', screen: `${screens}/admin/screens/dashboard-screen.tsx`, parent: `${screens}/admin/screens/admin-guard.tsx` },
  { route: '/admin/customers', screen: `${screens}/admin/screens/customers-screen.tsx`, parent: `${screens}/admin/screens/admin-guard.tsx` },
  { route: '/admin/advisors', screen: `${screens}/admin/screens/advisors-screen.tsx`, parent: `${screens}/admin/screens/admin-guard.tsx` },
  { route: '/admin/content', screen: `${screens}/admin/screens/content-screen.tsx`, parent: `${screens}/admin/screens/admin-guard.tsx` },
  { route: '/admin/audit', screen: `${screens}/admin/screens/audit-screen.tsx`, parent: `${screens}/admin/screens/admin-guard.tsx` },
  { route: '/admin/analytics', screen: `${screens}/admin/screens/analytics-screen.tsx`, parent: `${screens}/admin/screens/admin-guard.tsx` },
];

/** Loaded on an action, on top of a page: what each adds to that page. */
export const onDemandParts: { name: string; on: string; module: string }[] = [
  { name: 'chat panel (Begin Session)', on: '/advisors/:slug', module: `${screens}/chat/components/chat-panel.tsx` },
  { name: 'auth dialog (Get Access, Sign In)', on: '/', module: `${screens}/auth/components/auth-dialog.tsx` },
  { name: 'site menu (menu button)', on: '/', module: `${screens}/layout/components/site-menu-sheet.tsx` },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  route: string;
  /** JavaScript files the page loads, relative to the client directory (e.g. assets/index-x.js). */
  files: string[];
  gzipBytes: number;
}

export interface BundleMeasure {
  pages: (PageWeight & { example: string; public: true })[];
  signedIn: (PageWeight & { public: false })[];
  onDemand: { name: string; on: string; files: string[]; gzipBytes: number }[];
  /** Route screens the tables above do not list: every route must be measured. */
  unlisted: string[];
  gzipSize(file: string): number;
}

export const defaultClientDir = path.resolve(import.meta.dirname, '../dist/client');

/** Reads the manifest of a built client and adds up what each page loads. */
export function measureBundle(clientDir = defaultClientDir): BundleMeasure {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry');

  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string): number => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  };

  /** A module's chunk and everything it imports statically: what the browser fetches with it. */
  const collect = (key: string, files: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: fix the tables in scripts/bundle-budget.ts`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
    return files;
  };
  const weigh = (files: Set<string>) => {
    const scripts = [...files].filter((file) => file.endsWith('.js')).sort();
    return { files: scripts, gzipBytes: scripts.reduce((sum, file) => sum + gzipSize(file), 0) };
  };
  // index.html may also load plain scripts from public/ (theme-init.js), outside the manifest.
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const htmlScripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)].map((match) => match[1] ?? '').filter((file) => file.endsWith('.js'));
  const pageFiles = (screen: string, parent?: string): Set<string> => {
    const files = collect(entryKey, new Set());
    for (const file of htmlScripts) files.add(file);
    if (parent) collect(parent, files);
    return collect(screen, files);
  };

  // A page the server renders has its entry started by a loader instead (docs/decisions/0229).
  const renderedPageFiles = (page: PageEntry) => {
    const files = pageFiles(page.screen);
    if (rendersOnServer(page)) files.add(renderedPageLoader);
    return files;
  };
  const pages = publicPages.map((page) => ({ route: page.route, example: page.example, public: true as const, ...weigh(renderedPageFiles(page)) }));
  const signedIn = signedInPages.map((page) => ({ route: page.route, public: false as const, ...weigh(pageFiles(page.screen, page.parent)) }));
  const onDemand = onDemandParts.map((part) => {
    const host = publicPages.find((page) => page.route === part.on);
    if (!host) throw new Error(`${part.name} is loaded on ${part.on}, which is not a public page`);
    const already = pageFiles(host.screen);
    const added = [...collect(part.module, new Set())].filter((file) => !already.has(file));
    return { name: part.name, on: part.on, ...weigh(new Set(added)) };
  });

  // The router's lazy routes are the entry's dynamic imports under */screens/* (the admin guard included).
  const listed = new Set([...publicPages.map((page) => page.screen), ...signedInPages.flatMap((page) => [page.screen, page.parent ?? page.screen])]);
  const unlisted = (manifest[entryKey]?.dynamicImports ?? []).filter((key) => /\/screens\/[^/]+\.tsx$/.test(key) && !listed.has(key));

  return { pages, signedIn, onDemand, unlisted, gzipSize };
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
