import { MessagesSquare } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { appName } from '../../../lib/env.ts';
import { useDelayedReady } from '../../../lib/use-delayed-ready.ts';
import { useSiteInfo } from '../api/get-site-info.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactInfoPanel } from '../components/contact-info-panel.tsx';

/** /contact: how to reach the team (office hours, phone, email, address) beside a message form. */
export function ContactScreen() {
  const ready = useDelayedReady(300);
  // Start loading the contact details during the skeleton; the panel reads the same cache.
  useSiteInfo();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-16">
      <PageMeta
        title={`Contact Us | ${appName}`}
        description={`Questions about your account, your plan or an advisor? Send the ${appName} team a message, or reach us by phone or email during office hours, Monday to Friday.`}
      />
      {ready ? (
        <>
          <header className="mx-auto mb-10 max-w-2xl text-center">
            <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
              <MessagesSquare aria-hidden="true" className="size-7" />
            </div>
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Contact Us</h1>
            <p className="mt-3 text-muted-foreground">
              Questions about your account, a plan or one of our advisors? Send us a note and our team will get back to you by email.
            </p>
          </header>
          <div className="grid gap-6 md:grid-cols-5 lg:gap-8">
            <section aria-labelledby="contact-info-heading" className="min-w-0 md:col-span-2">
              <ContactInfoPanel headingId="contact-info-heading" />
            </section>
            <section aria-labelledby="contact-form-heading" className="min-w-0 md:col-span-3">
              <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
                <div className="mb-6 space-y-2">
                  <h2 id="contact-form-heading" className="text-xl font-semibold tracking-tight">
                    Send Us a Message
                  </h2>
                  <p className="text-sm text-muted-foreground">All fields are required. We'll reply to the email you give us.</p>
                </div>
                <ContactForm />
              </div>
            </section>
          </div>
        </>
      ) : (
        <ContactSkeleton />
      )}
    </div>
  );
}

function ContactSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading contact page" className="space-y-10">
      <div className="flex flex-col items-center gap-4">
        <Skeleton className="size-14 rounded-2xl" />
        <Skeleton className="h-9 w-52" />
        <Skeleton className="h-5 w-[30rem] max-w-full" />
      </div>
      <div className="grid gap-6 md:grid-cols-5 lg:gap-8">
        <Skeleton className="h-96 rounded-xl md:col-span-2" />
        <Skeleton className="h-[30rem] rounded-xl md:col-span-3" />
      </div>
    </div>
  );
}
