import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
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
    detail: error instanceof Error ? error.message : undefined,
  };
}

/** The spec's fallback page, for what a screen throws while rendering or loading its code. */
function ErrorPage({ error }: { error: unknown }) {
  const { title, text, detail } = explain(error);
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

interface CatcherProps {
  /** The location's key: moving to another page (or back) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface CatcherState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows the error page in place of its children when they throw, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorCatcher resetKey={location.key}>{children}</ErrorCatcher>;
}
