import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { appName } from '../../../lib/env.ts';
import { aboutClosing, aboutContent } from '../content/about-content.ts';
import { CardsSkeleton, StaticPage } from '../components/static-page.tsx';

const { mission, founder, safety, steps } = aboutContent;

/** /about: the mission, the founder, the safety commitments and how advisors are made. */
export function AboutScreen() {
  return (
    <StaticPage
      title={`About ${appName}`}
      documentTitle="About"
      description={`${appName} offers AI-powered advisors for self-understanding: evidence-based, therapy-informed guidance. Meet our mission, our founder and how we create our advisors.`}
      intro={aboutContent.intro}
      skeleton={<CardsSkeleton count={4} className="md:grid-cols-2" />}
    >
      <div className="space-y-16 md:space-y-20">
        <div className="grid gap-6 md:grid-cols-2">
          {[mission, founder].map((block) => (
            <section key={block.title} aria-labelledby={headingId(block.title)} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <h2 id={headingId(block.title)} className="text-2xl font-semibold tracking-tight">
                {block.title}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-muted-foreground">
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </div>

        <section aria-labelledby={headingId(safety.title)}>
          <SectionHeader id={headingId(safety.title)} title={safety.title} intro={safety.intro} />
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {safety.items.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </div>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={headingId(steps.title)}>
          <SectionHeader id={headingId(steps.title)} title={steps.title} intro={steps.intro} />
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.items.map(({ title, text, icon: Icon }, index) => (
              <li key={title} className="relative rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                    <span className="sr-only">Step </span>
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
                </div>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="about-closing-heading"
          className="rounded-2xl border border-primary/30 bg-linear-to-br from-primary/15 via-card to-card p-8 text-center md:p-12"
        >
          <h2 id="about-closing-heading" className="text-2xl font-semibold tracking-tight">
            {aboutClosing.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{aboutClosing.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/advisors">
                Meet the advisors
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/faq">Read the FAQ</Link>
            </Button>
          </div>
        </section>
      </div>
    </StaticPage>
  );
}

function SectionHeader({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="max-w-2xl space-y-2">
      <h2 id={id} className="text-2xl font-semibold tracking-tight md:text-3xl">
        {title}
      </h2>
      <p className="text-muted-foreground">{intro}</p>
    </div>
  );
}

function headingId(title: string): string {
  return `about-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
