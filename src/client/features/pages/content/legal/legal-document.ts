/** A paragraph (RichText marks allowed) or a bulleted list of them. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  /** The in-page anchor (`/privacy#your-choices`). Keep stable: other pages and emails link to them. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date, shown as "Last updated May 22, 2025". */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** The spec's date for both documents. */
export const legalLastUpdated = '2025-05-22';
