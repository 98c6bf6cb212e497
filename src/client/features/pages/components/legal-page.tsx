import type { LegalDocument } from '../content/legal/legal-document.ts';
import { LegalDocumentView } from './legal-document-view.tsx';
import { RichText } from './rich-text.tsx';
import { DocumentSkeleton, StaticPage } from './static-page.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Terms and Privacy: the document with its "last updated" date. */
export function LegalPage({ content }: { content: LegalDocument }) {
  return (
    <StaticPage
      title={content.title}
      description={content.description}
      intro={<RichText text={content.intro} />}
      meta={
        <p>
          Last updated <time dateTime={content.lastUpdated}>{dateFormat.format(new Date(content.lastUpdated))}</time>
        </p>
      }
      width="wide"
      skeleton={<DocumentSkeleton />}
    >
      <LegalDocumentView content={content} />
    </StaticPage>
  );
}
