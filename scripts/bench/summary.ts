import type { BenchFigure } from './support.ts';

/** The figures next to their targets; true when every target is met. */
export function printFigures(figures: readonly BenchFigure[]): boolean {
  const width = Math.max(...figures.map((row) => row.figure.length));
  const measuredWidth = Math.max(...figures.map((row) => row.measured.length));
  console.log(`\n${'figure'.padEnd(width)}   ${'measured'.padEnd(measuredWidth)}   target`);
  for (const row of figures) {
    const verdict = row.met === undefined ? '' : row.met ? '   met' : '   MISSED';
    console.log(`${row.figure.padEnd(width)}   ${row.measured.padEnd(measuredWidth)}   ${row.target}${verdict}`);
  }
  return figures.every((row) => row.met !== false);
}
