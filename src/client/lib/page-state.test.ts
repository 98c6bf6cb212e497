import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageStateOf, queriesAt } from './page-state.ts';

async function clientWithAdvisors(): Promise<QueryClient> {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: ['advisors'], queryFn: () => [{ name: 'Ada' }] });
  return queryClient;
}

describe('page state', () => {
  it('is the same text for the same data, whenever it was fetched', async () => {
    const first = JSON.stringify(pageStateOf('https://wayfinder.example', dehydrate(await clientWithAdvisors())));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = JSON.stringify(pageStateOf('https://wayfinder.example', dehydrate(await clientWithAdvisors())));
    expect(second).toBe(first);
    expect(first).toContain('"Ada"');
  });

  it('reads back as fresh data: a client starting from it has the data and does not fetch it again', async () => {
    const state = JSON.parse(JSON.stringify(pageStateOf('https://wayfinder.example', dehydrate(await clientWithAdvisors())))) as ReturnType<
      typeof pageStateOf
    >;
    const now = Date.now();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(client, queriesAt(state, now));
    expect(client.getQueryData(['advisors'])).toEqual([{ name: 'Ada' }]);
    expect(client.getQueryState(['advisors'])?.dataUpdatedAt).toBe(now);
    let fetched = false;
    await client.ensureQueryData({
      queryKey: ['advisors'],
      queryFn: () => {
        fetched = true;
        return [];
      },
      revalidateIfStale: true,
    });
    expect(fetched).toBe(false);
  });
});
