import { describe, expect, it } from 'vitest';
import { faqEntries, faqEntriesById } from './faq-entries.ts';

describe('faqEntries', () => {
  it('has each question and id once', () => {
    const questions = faqEntries.map((entry) => entry.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(faqEntries.length);
  });

  it('covers the topics of both spec documents', () => {
    expect(faqEntries.map((entry) => entry.id)).toEqual([
      'what-is',
      'getting-started',
      'free-plan',
      'cost',
      'billing',
      'cancel',
      'memory',
      'inviting-others',
      'privacy',
      'change-advisor',
    ]);
  });

  it('picks entries by id in the order asked, skipping unknown ids', () => {
    expect(faqEntriesById(['cancel', 'nope', 'billing']).map((entry) => entry.id)).toEqual(['cancel', 'billing']);
  });
});
