import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../src/server/node-flags.ts';
import { ascending, type BenchFigure, benchServerEnv, ms, percentile, signIn, start, stop, waitFor } from './support.ts';

const itineraryPort = 4304;
const itinerarySamples = Number(process.env.BENCH_ITINERARY_SAMPLES ?? 10);

/**
 * The server with the built-in offline planner (its default day delay): the time to the first
 * `event: day` and to a complete 14-day plan, saving included, through POST /api/itineraries/generate.
 */
export async function itinerariesBench(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-itineraries-'));
  const baseUrl = `http://127.0.0.1:${itineraryPort}`;
  const app = start(
    [...serverNodeFlags, 'src/server/main.ts'],
    // One user generates every plan in a row: lift the per-user generation limit for the run.
    benchServerEnv(itineraryPort, dataDir, { LLM_BASE_URL: '', ITINERARY_RATE_LIMIT: '1000000' }),
  );
  try {
    await waitFor(`${baseUrl}/api/health`);
    const premium = await signIn(baseUrl, 'premium@wayfinder.local');
    const departure = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const returnDate = new Date(Date.parse(`${departure}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify({
      departureCity: 'Phoenix, AZ',
      destinationCity: 'Tokyo, Japan',
      numPeople: 4,
      budget: 12_000,
      departureDate: departure,
      returnDate,
      accommodationPreference: 'Hotel',
      foodPreference: 'Local cuisine',
      transportationPreference: 'Public Transport',
      activities: ['Museums', 'Food Tours', 'Outdoor Adventures', 'Nightlife'],
      otherPreferences: '',
    });
    const firstDay: number[] = [];
    const complete: number[] = [];
    for (let index = 0; index < itinerarySamples; index++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/itineraries/generate`, { method: 'POST', headers: { 'content-type': 'application/json', ...premium }, body });
      if (!response.ok || !response.body) throw new Error(`generate: ${response.status} ${await response.text()}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let first: number | undefined;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (first === undefined && text.includes('event: day')) first = performance.now() - started;
      }
      if (!text.includes('event: itinerary') || text.split('event: day').length - 1 !== 14) throw new Error(`generate: no complete 14-day plan: ${text.slice(0, 300)}`);
      firstDay.push(first ?? Number.NaN);
      complete.push(performance.now() - started);
    }
    const firstSorted = ascending(firstDay);
    const completeSorted = ascending(complete);
    console.log(`\nItineraries: ${itinerarySamples} sequential 14-day plans with the offline planner (POST /api/itineraries/generate)\n`);
    console.log(`${'first day event'.padEnd(24)} p50 ${ms(percentile(firstSorted, 50))}   p90 ${ms(percentile(firstSorted, 90))}`);
    console.log(`${'complete plan, saved'.padEnd(24)} p50 ${ms(percentile(completeSorted, 50))}   p90 ${ms(percentile(completeSorted, 90))}`);
    return [
      { figure: 'planner, first day (offline engine)', measured: `p50 ${percentile(firstSorted, 50).toFixed(0)} ms`, target: 'reported' },
      { figure: 'planner, complete 14-day plan', measured: `p50 ${percentile(completeSorted, 50).toFixed(0)} ms`, target: 'reported' },
    ];
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
