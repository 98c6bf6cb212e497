import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

/** Shown when a screen throws while rendering or loading: the spec's fallback page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="mt-4 text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-muted-foreground">Something went wrong on this page. Reloading usually helps; if it keeps happening, let us know.</p>
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
