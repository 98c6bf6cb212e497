import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appName } from '../../../lib/env.ts';
import { useOutbox } from '../api/outbox.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/outbox: every email the app wrote while no SMTP server is configured. */
export function OutboxScreen() {
  const outbox = useOutbox();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Outbox | ${appName}`}</title>
      <meta name="description" content="Emails the app has written, for operators without SMTP." />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Outbox</h1>
        <p className="mt-1 text-muted-foreground">Emails kept here when no SMTP server is configured (SMTP_URL), newest first.</p>
      </header>
      {outbox.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : outbox.isError ? (
        <p role="alert">Could not load the outbox: {outbox.error.message}</p>
      ) : outbox.data.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">No emails yet.</p>
      ) : (
        <ul className="space-y-3">
          {outbox.data.map((message) => (
            <li key={message.id} className="rounded-xl border bg-card p-4">
              <details>
                <summary className="cursor-pointer list-none">
                  <span className="block font-medium">{message.subject}</span>
                  <span className="block text-sm text-muted-foreground">
                    To {message.to} · {message.kind} · {dateFormat.format(new Date(message.createdAt))}
                  </span>
                </summary>
                <pre className="mt-3 text-sm break-words whitespace-pre-wrap">{message.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
