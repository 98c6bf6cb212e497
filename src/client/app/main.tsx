import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { pageStateElementId, type PageState } from '../../shared/site/page-render.ts';
import '../styles.css';
import { markPageFromServer } from '../lib/first-page.ts';
import { queriesAt } from '../lib/page-state.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { setSiteOrigin } from '../lib/site-origin.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, loadScreensFor } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A public page arrives rendered, with the data it was rendered from (docs/decisions/0215).
const stateText = document.getElementById(pageStateElementId)?.textContent;
const pageState = stateText ? (JSON.parse(stateText) as PageState) : undefined;
const queryClient = createQueryClient();
if (pageState) {
  hydrate(queryClient, queriesAt(pageState, Date.now()));
  setSiteOrigin(pageState.origin);
  markPageFromServer();
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// The first screen's code comes before the first render: the frame and the page appear together,
// and a server-rendered page is taken over without suspending.
void loadScreensFor(window.location.pathname).then(() => {
  if (pageState) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
