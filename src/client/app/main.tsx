import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../styles.css';
import { AppProviders } from './providers.tsx';
import { AppRoutes, loadScreensFor } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first screen's code comes before the first render: the frame and the page appear together.
void loadScreensFor(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
