import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardAction, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

interface AccountCardProps {
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  /** Top-right of the header, e.g. a plan badge. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A card of the profile and account screens: a region named by a real h2 (CardTitle is a div),
 * so the page outline reads h1 > h2 per card.
 */
export function AccountCard({ title, icon: Icon, description, action, className, children }: AccountCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <Card className="h-full">
        <CardHeader>
          <h2 id={headingId} className="flex items-center gap-2 text-lg leading-tight font-semibold">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {title}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
          {action && <CardAction>{action}</CardAction>}
        </CardHeader>
        <CardContent className="flex-1">{children}</CardContent>
      </Card>
    </section>
  );
}

/** The page header both screens share: h1 and a subtitle. */
export function AccountPageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {subtitle && <p className="text-muted-foreground">{subtitle}</p>}
    </header>
  );
}
