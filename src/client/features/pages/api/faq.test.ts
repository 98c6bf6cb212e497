import { describe, expect, it } from 'vitest';
import { faqParagraphs } from '../../../../shared/faq/faq.schema.ts';
import { pickFaqEntries, type FaqEntry } from './faq.ts';

const entry = (id: string): FaqEntry => ({ id, question: `${id}?`, answer: [id] });

describe('the FAQ from the API', () => {
  it('picks entries by slug in the order asked, skipping unknown ones', () => {
    const entries = ['billing', 'cancel', 'memory'].map(entry);
    expect(pickFaqEntries(entries, ['cancel', 'nope', 'billing']).map((picked) => picked.id)).toEqual(['cancel', 'billing']);
  });

  it('splits an answer into paragraphs at blank lines', () => {
    expect(faqParagraphs('One.\n\nTwo,\nstill two.\n \n\nThree.  ')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(faqParagraphs('  ')).toEqual([]);
  });
});
