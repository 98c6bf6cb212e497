import { AdvisorDetailScreen as AdvisorDetail } from '../../features/advisors/index.ts';
import { AdvisorCallToAction } from '../../features/chat/index.ts';

/**
 * /advisors/:slug: the advisor's page (advisors) with Begin Session and the chat behind it (chat).
 * The chat already depends on the advisors' data, so the page that holds both is put together
 * here, above the two features, rather than in either of them.
 */
export function AdvisorDetailScreen() {
  return <AdvisorDetail callToAction={(advisor) => <AdvisorCallToAction advisor={advisor} />} />;
}
