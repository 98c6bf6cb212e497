import { privacyPolicy } from '../content/legal/privacy.ts';
import { LegalPage } from '../components/legal-page.tsx';

/** /privacy: the Privacy Policy. */
export function PrivacyScreen() {
  return <LegalPage content={privacyPolicy} />;
}
