import type { ReactNode } from 'react';
import { idealForSentence, type AdvisorView } from '../../../../shared/advisors/advisor-view.ts';

function AboutBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function BulletList({ entries }: { entries: string[] }) {
  return (
    <ul className="grid gap-1.5 text-muted-foreground sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          <span className="first-letter:uppercase">{entry}</span>
        </li>
      ))}
    </ul>
  );
}

export function AdvisorAbout({ advisor }: { advisor: AdvisorView }) {
  return (
    <section aria-labelledby="about-heading" className="space-y-6 rounded-xl border bg-card p-6 md:p-8">
      <h2 id="about-heading" className="text-2xl font-semibold">
        About {advisor.name}
      </h2>
      <AboutBlock title="Overview">
        <p className="leading-relaxed text-muted-foreground">{advisor.fullDescription}</p>
      </AboutBlock>
      {advisor.approaches.length > 0 && (
        <AboutBlock title="Approach & Methods">
          <BulletList entries={advisor.approaches} />
        </AboutBlock>
      )}
      {advisor.specialties.length > 0 && (
        <AboutBlock title="Areas of Focus">
          <BulletList entries={advisor.specialties} />
        </AboutBlock>
      )}
      {advisor.tags.length > 0 && (
        <AboutBlock title="Ideal For">
          <p className="text-muted-foreground">{idealForSentence(advisor.tags)}</p>
        </AboutBlock>
      )}
    </section>
  );
}
