import { useState, type ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '../components/lazy-toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../features/theme/index.ts';

/** `queryClient`: one already holding the page's data (a server render, or the client taking it over). */
export function AppProviders({ children, queryClient: givenQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
