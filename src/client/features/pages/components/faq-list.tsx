import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FaqEntry } from '../api/faq.ts';
import { RichText } from './rich-text.tsx';

interface FaqAccordionProps {
  entries: FaqEntry[];
  headingLevel: 2 | 3;
  /** The entry open at first, e.g. the one a `/faq#billing` link points at. */
  defaultOpen?: string;
  className?: string;
}

/** The questions as a single-open accordion, as the spec asks. Each item carries its id as an anchor. */
export function FaqAccordion({ entries, headingLevel, defaultOpen, className }: FaqAccordionProps) {
  return (
    <Accordion
      type="single"
      collapsible
      defaultValue={defaultOpen}
      className={cn('rounded-2xl border bg-card px-4 shadow-sm sm:px-6', className)}
    >
      {entries.map((entry) => (
        <AccordionItem key={entry.id} value={entry.id} id={entry.id} className="scroll-mt-24">
          <AccordionTrigger headingLevel={headingLevel} className="py-4 text-base font-semibold">
            {entry.question}
          </AccordionTrigger>
          <FaqAnswer entry={entry} className="pb-5" />
        </AccordionItem>
      ))}
    </Accordion>
  );
}

function FaqAnswer({ entry, className }: { entry: FaqEntry; className?: string }) {
  return (
    <AccordionContent className={cn('space-y-3 pr-8 text-[0.9375rem] leading-7 text-muted-foreground', className)}>
      {entry.answer.map((paragraph) => (
        <p key={paragraph}>
          <RichText text={paragraph} />
        </p>
      ))}
    </AccordionContent>
  );
}

/** The same entries laid open (h3 questions), for a short list where nothing should hide behind a click. */
export function FaqGrid({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {entries.map((entry) => (
        <div key={entry.id} className="space-y-2">
          <h3 className="font-semibold">{entry.question}</h3>
          {entry.answer.map((paragraph) => (
            <p key={paragraph} className="text-sm leading-6 text-muted-foreground">
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}
