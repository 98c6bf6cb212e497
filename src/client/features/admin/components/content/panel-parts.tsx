import type { ReactNode } from 'react';

export const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** A tab's heading and what it is for. */
export function PanelHeader({ id, title, text, actions }: { id: string; title: string; text: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      </div>
      {actions}
    </div>
  );
}
