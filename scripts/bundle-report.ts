/**
 * Prints the gzipped JavaScript a browser loads for the public pages, read from Vite's manifest:
 * the entry with its static imports, plus the page's lazy route chunk with its static imports.
 * Fails the build when /advisors goes over its budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const budgetBytes = 150 * 1024;

const pages: Record<string, string> = {
  '/': 'src/client/features/home/screens/home-screen.tsx',
  '/advisors': 'src/client/features/advisors/screens/advisors-directory-screen.tsx',
  '/advisors/:slug': 'src/client/features/advisors/screens/advisor-detail-screen.tsx',
};

function collect(key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const gzipSizes = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The Vite manifest has no entry');

let overBudget = false;
console.log('\nJavaScript loaded per page (gzip):');
for (const [page, screen] of Object.entries(pages)) {
  const files = new Set<string>();
  collect(entryKey, files);
  collect(screen, files);
  const total = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipped(file), 0);
  const kb = (total / 1024).toFixed(1);
  const limited = page === '/advisors';
  if (limited && total > budgetBytes) overBudget = true;
  console.log(`  ${page.padEnd(16)} ${kb.padStart(7)} KB${limited ? `  (budget ${budgetBytes / 1024} KB)` : ''}`);
}
if (overBudget) {
  console.error('\n/advisors loads more JavaScript than its budget: split or trim before shipping.');
  process.exit(1);
}
