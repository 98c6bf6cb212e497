import { termsOfUse } from '../content/legal/terms.ts';
import { LegalPage } from '../components/legal-page.tsx';

/** /terms: the Terms of Use. */
export function TermsScreen() {
  return <LegalPage content={termsOfUse} />;
}
