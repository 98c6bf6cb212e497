import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { contentTabs, type ContentTab } from '../../../../shared/admin/content.schema.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { appName } from '../../../lib/env.ts';
import { ContactPanel } from '../components/content/contact-panel.tsx';
import { FaqPanel } from '../components/content/faq-panel.tsx';
import { FeedbackPanel } from '../components/content/feedback-panel.tsx';
import { InviteRequestsPanel } from '../components/content/invite-requests-panel.tsx';
import { JobsPanel } from '../components/content/jobs-panel.tsx';
import { MailingListPanel } from '../components/content/mailing-list-panel.tsx';
import { OutboxPanel } from '../components/content/outbox-panel.tsx';

const tabLabels: Record<ContentTab, string> = {
  invites: 'Invite requests',
  feedback: 'Feedback',
  contact: 'Contact',
  'mailing-list': 'Mailing list',
  outbox: 'Outbox',
  jobs: 'Jobs',
  faq: 'FAQ',
};

const panels: Record<ContentTab, () => React.JSX.Element> = {
  invites: InviteRequestsPanel,
  feedback: FeedbackPanel,
  contact: ContactPanel,
  'mailing-list': MailingListPanel,
  outbox: OutboxPanel,
  jobs: JobsPanel,
  faq: FaqPanel,
};

const isTab = (value: string | null): value is ContentTab => (contentTabs as readonly (string | null)[]).includes(value);

/**
 * /admin/content: invite requests, the feedback and contact inboxes, the mailing list, the outbox,
 * the failed and stuck background jobs and the FAQ, one tab each. The tab is in the address (`?tab=faq`), so that a tab can be linked.
 */
export function ContentScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ContentTab = isTab(requested) ? requested : 'invites';
  // On a phone the tabs scroll sideways: keep the selected one in view (a linked tab included).
  const tabStrip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabStrip.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  const select = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`Content | ${appName}`}</title>
      <meta name="description" content="Invite requests, feedback, contact messages, the mailing list, the outbox, failed jobs and the FAQ." />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Content</h1>
        <p className="mt-1 text-muted-foreground">What people sent, who is on the list, the mail and jobs the app ran, and the FAQ. Every change is recorded in the audit log.</p>
      </header>
      <Tabs value={tab} onValueChange={select} className="gap-6">
        {/* A phone scrolls the tabs sideways rather than squeezing them. */}
        <div ref={tabStrip} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList aria-label="Content" className="w-max justify-start">
            {contentTabs.map((value) => (
              <TabsTrigger key={value} value={value} className="flex-none px-3">
                {tabLabels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {contentTabs.map((value) => {
          const Panel = panels[value];
          return (
            <TabsContent key={value} value={value}>
              <Panel />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
