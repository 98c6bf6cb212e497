import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { tooManyRequestsError } from '../lib/api-client.ts';

interface Explanation {
  title: string;
  text: string;
  /** Technical detail worth showing (an unexpected error's message); never a server's raw body. */
  detail?: string | undefined;
}

// Chromium, Firefox and Safari word a failed lazy-loaded screen differently.
const screenLoadFailure = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

function explain(error: unknown): Explanation {
  const refused = tooManyRequestsError(error);
  if (refused) {
    // The message already says how long to wait (Retry-After).
    return { title: 'Please slow down a little', text: refused.message };
  }
  if (error instanceof Error && screenLoadFailure.test(error.message)) {
    return {
      title: 'This page could not load',
      text: 'Part of the page did not arrive. Check your connection and reload; if the app was just updated, reloading fetches the new version.',
    };
  }
  return {
    title: 'Unexpected Application Error!',
    text: 'Something went wrong on this page. Reloading usually helps; if it keeps happening, let us know.',
    detail: isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined,
  };
}

/** Shown when a screen throws while rendering or loading: the spec's fallback page. */
export function RouteErrorBoundary() {
  const { title, text, detail } = explain(useRouteError());
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {detail && <pre className="mt-4 max-w-full overflow-x-auto rounded-md bg-muted px-3 py-2 text-left text-xs">{detail}</pre>}
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/" reloadDocument>
            Go Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
