import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { officeHours } from '../../../../shared/site/site-info.schema.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSiteInfo } from '../api/get-site-info.ts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline break-words';
/** Links inside a sentence are underlined: colour alone does not set them apart from the text. */
const inlineLinkClass = 'font-medium text-primary underline underline-offset-4 hover:decoration-2';

/** A dialable form of a displayed number: digits, and a leading plus. */
function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

function InfoItem({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0 space-y-1">
        <h3 className="text-sm font-semibold">{title}</h3>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/**
 * Office hours (the spec's, always known) and the phone, email and address the server is
 * configured with. If those cannot be loaded, the panel says so and points to the form.
 */
export function ContactInfoPanel({ headingId }: { headingId: string }) {
  const siteInfo = useSiteInfo();
  const hours = siteInfo.data?.officeHours ?? officeHours;

  const configured = (render: (info: NonNullable<typeof siteInfo.data>) => ReactNode) =>
    siteInfo.data ? render(siteInfo.data) : siteInfo.isPending ? <Skeleton className="mt-1 h-4 w-40 max-w-full" /> : <span>Not available right now</span>;

  return (
    <div className="flex h-full flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <div className="space-y-2">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          Get in Touch
        </h2>
        <p className="text-sm text-muted-foreground">Prefer to call or write directly? Here is where to find us.</p>
      </div>
      <ul className="space-y-6" aria-busy={siteInfo.isPending || undefined}>
        <InfoItem icon={Clock} title="Office Hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {hours.map((entry) => (
              <div key={entry.days} className="contents">
                <dt className="font-medium text-foreground">{entry.days}</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </InfoItem>
        <InfoItem icon={Phone} title="Phone">
          {configured((info) => (
            <a href={telHref(info.contactPhone)} className={linkClass}>
              {info.contactPhone}
            </a>
          ))}
        </InfoItem>
        <InfoItem icon={Mail} title="Email">
          {configured((info) => (
            <a href={`mailto:${info.contactEmail}`} className={linkClass}>
              {info.contactEmail}
            </a>
          ))}
        </InfoItem>
        <InfoItem icon={MapPin} title="Address">
          {configured((info) => (
            <address className="not-italic">{info.contactAddress}</address>
          ))}
        </InfoItem>
      </ul>
      {siteInfo.isError && (
        <p role="status" className="rounded-md border border-warning/40 px-3 py-2 text-sm">
          Our phone, email and address didn't load. The form still reaches our team.
        </p>
      )}
      <p className="mt-auto border-t pt-5 text-sm text-muted-foreground">
        Looking for a quick answer? The{' '}
        <Link to="/faq" className={inlineLinkClass}>
          FAQ
        </Link>{' '}
        and the{' '}
        <Link to="/help" className={inlineLinkClass}>
          Help Center
        </Link>{' '}
        cover plans, billing and getting started.
      </p>
    </div>
  );
}
