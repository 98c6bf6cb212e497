import { Heart, Phone, X } from 'lucide-react';
import { useId } from 'react';
import { type CrisisResource, crisisBannerTitle, crisisResources } from '../../shared/chat/crisis-resources.ts';
import { Button } from './ui/button.tsx';

/**
 * Crisis resources, shown when the server flags what the user wrote (the safety event of the chat
 * and of the planner), whatever the model then says. Dismissing only hides it: the chat panel
 * keeps a 'Crisis resources' button. `resources` defaults to the shared list.
 */
export function CrisisBanner({ onDismiss, resources = crisisResources }: { onDismiss: () => void; resources?: readonly CrisisResource[] }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="relative rounded-xl border border-warning/40 bg-warning/10 p-4 pr-11 text-sm shadow-xs"
      role="alert"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-foreground">
        <Heart aria-hidden="true" className="size-4 text-warning" />
        {crisisBannerTitle}
      </h3>
      <ul className="mt-2.5 space-y-2">
        {resources.map((resource) => {
          const external = resource.href.startsWith('http');
          return (
            <li key={resource.href + resource.label}>
              <a
                href={resource.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="inline-flex items-center gap-1.5 font-medium text-foreground underline underline-offset-2 hover:no-underline"
              >
                {!external && <Phone aria-hidden="true" className="size-3.5" />}
                {resource.label}
              </a>
              <p className="text-xs text-muted-foreground">{resource.detail}</p>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" size="icon-sm" className="absolute top-2 right-2 size-8" onClick={onDismiss} aria-label="Dismiss crisis resources">
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
