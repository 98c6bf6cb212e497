import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { LegalBlock, LegalDocument, LegalSection } from '../content/legal/legal-document.ts';
import { RichText } from './rich-text.tsx';

/** A long document: its sections, with a contents list (sticky beside the text on desktop, folded above it on phones). */
export function LegalDocumentView({ content }: { content: LegalDocument }) {
  const activeId = useActiveSection(content.sections);
  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
      <nav aria-label="On this page" className="hidden lg:block">
        <div className="sticky top-24 max-h-[calc(100dvh-8rem)] overflow-y-auto pr-2">
          <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">On this page</p>
          <SectionLinks sections={content.sections} activeId={activeId} />
        </div>
      </nav>
      <MobileContents sections={content.sections} />
      <div className="max-w-3xl min-w-0 space-y-10">
        {content.sections.map((section) => (
          <section key={section.id} id={section.id} className="scroll-mt-24 space-y-4">
            <h2 className="text-xl font-semibold tracking-tight md:text-2xl">{section.title}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p className="leading-7 text-foreground/85">
        <RichText text={block} />
      </p>
    );
  }
  return (
    <ul className="space-y-2.5 leading-7 text-foreground/85">
      {block.list.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.75 size-1.5 shrink-0 rounded-full bg-primary" />
          <span className="min-w-0">
            <RichText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function SectionLinks({ sections, activeId, onNavigate }: { sections: LegalSection[]; activeId?: string; onNavigate?: () => void }) {
  return (
    <ol className="space-y-1 border-l text-sm">
      {sections.map((section) => {
        const active = section.id === activeId;
        return (
          <li key={section.id}>
            <Link
              to={`#${section.id}`}
              onClick={onNavigate}
              aria-current={active ? 'location' : undefined}
              className={cn(
                '-ml-px block border-l-2 border-transparent py-1.5 pl-3 text-muted-foreground transition-colors hover:text-foreground',
                active && 'border-primary font-medium text-foreground',
              )}
            >
              {section.title}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** Phones: the contents fold into one line above the text, and fold again once a section is chosen. */
function MobileContents({ sections }: { sections: LegalSection[] }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={detailsRef} className="group rounded-xl border bg-card lg:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
        On this page
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-open:rotate-180" />
      </summary>
      <nav aria-label="On this page" className="px-4 pb-4">
        <SectionLinks
          sections={sections}
          onNavigate={() => {
            if (detailsRef.current) detailsRef.current.open = false;
          }}
        />
      </nav>
    </details>
  );
}

/** The section being read: the last one whose heading has passed under the sticky header. */
function useActiveSection(sections: LegalSection[]): string | undefined {
  const [activeId, setActiveId] = useState<string | undefined>(sections[0]?.id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = sections[0]?.id;
      for (const section of sections) {
        const element = document.getElementById(section.id);
        if (element && element.getBoundingClientRect().top <= 120) current = section.id;
      }
      // At the very bottom the last sections may never reach the top: the last one is being read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = sections.at(-1)?.id;
      setActiveId(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections]);
  return activeId;
}
