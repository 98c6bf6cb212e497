/**
 * `npm run build`'s last step: prints the gzipped JavaScript each page loads (scripts/bundle-budget.ts
 * explains how it is counted) and fails when a public page goes over the budget, or when a route
 * screen is missing from the tables. `node scripts/bundle-report.ts [clientDir]` checks another build.
 */
import path from 'node:path';
import { budgetBytes, defaultClientDir, kib, measureBundle } from './bundle-budget.ts';

const clientDir = process.argv[2] ? path.resolve(process.argv[2]) : defaultClientDir;
const measure = measureBundle(clientDir);
const problems: string[] = [];

const row = (label: string, bytes: number, note: string) => console.log(`  ${label.padEnd(38)} ${kib(bytes).padStart(9)}  ${note}`);

console.log(`\nJavaScript loaded per page (gzip, budget ${kib(budgetBytes)} for every public page):`);
for (const page of measure.pages) {
  const over = page.gzipBytes > budgetBytes;
  if (over) problems.push(`${page.route} loads ${kib(page.gzipBytes)}, over the ${kib(budgetBytes)} budget`);
  row(page.route, page.gzipBytes, `${page.files.length} files${over ? '  OVER BUDGET' : ''}`);
}
console.log('\nSigned-in pages (not held to the public budget):');
for (const page of measure.signedIn) row(page.route, page.gzipBytes, `${page.files.length} files`);
console.log('\nLoaded on demand, on top of a page:');
for (const part of measure.onDemand) {
  const host = measure.pages.find((page) => page.route === part.on);
  row(`+ ${part.name}`, part.gzipBytes, `${part.on} then loads ${kib((host?.gzipBytes ?? 0) + part.gzipBytes)} in all`);
}

for (const screen of measure.unlisted) {
  problems.push(`${screen} is a route the budget does not know: add it to publicPages or signedInPages in scripts/bundle-budget.ts`);
}
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}\nSplit or trim before shipping (docs/bundle-budget.md).`);
  process.exit(1);
}
