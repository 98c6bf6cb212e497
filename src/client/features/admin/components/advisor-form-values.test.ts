import { describe, expect, it } from 'vitest';
import type { AdminAdvisorRow } from '../../../../shared/admin/advisors.schema.ts';
import {
  advisorFormResolver,
  advisorFormValues,
  advisorPreview,
  firstMessage,
  toAdvisorDraft,
  type AdvisorFormValues,
} from './advisor-form-values.ts';

const saved: AdminAdvisorRow = {
  id: '6f1c1f4e-8d0a-4a4e-9a57-1f6a2b0c9d11',
  name: 'Maren',
  slug: 'maren',
  ethos: 'Clarity & Focus',
  about: 'Helps you think.',
  shortDescription: 'Calm priorities.',
  avatarUrl: '/api/advisor-images/1/avatar',
  coverUrl: null,
  status: 'available',
  tags: ['Focus', 'Planning'],
  methods: [{ name: 'Weekly Review', scope: ['loose ends', 'the week'] }],
  systemPrompt: null,
  archivedAt: null,
  conversations: 0,
  memories: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const resolve = (values: AdvisorFormValues) => advisorFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the advisor form values', () => {
  it('start empty and Developing for a new advisor, and as saved for an edit, lists as comma-separated text', () => {
    expect(advisorFormValues(undefined)).toMatchObject({ name: '', slug: '', status: 'developing', tags: '', methods: [] });
    expect(advisorFormValues(saved)).toMatchObject({
      name: 'Maren',
      ethos: 'Clarity & Focus',
      systemPrompt: '',
      tags: 'Focus, Planning',
      methods: [{ name: 'Weekly Review', scope: 'loose ends, the week' }],
    });
  });

  it('send the lists as the API takes them, empty parts left out', () => {
    const draft = toAdvisorDraft({
      ...advisorFormValues(saved),
      tags: ' Calm, , Weekly Focus ,',
      methods: [{ name: 'Review', scope: 'a,, b ' }],
    });
    expect(draft.tags).toEqual(['Calm', 'Weekly Focus']);
    expect(draft.methods).toEqual([{ name: 'Review', scope: ['a', 'b'] }]);
    expect(draft).not.toHaveProperty('avatar');
  });
});

describe('advisorFormResolver', () => {
  it('gives the route schema its parsed body', async () => {
    const result = await resolve({ ...advisorFormValues(saved), name: '  Maren  ' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Maren', tags: ['Focus', 'Planning'], systemPrompt: '' });
  });

  it("puts the schema's messages under the fields they belong to", async () => {
    const values = {
      ...advisorFormValues(undefined),
      tags: `Focus, ${'x'.repeat(41)}`,
      methods: [
        { name: '', scope: 'ok' },
        { name: 'Review', scope: `ok, ${'y'.repeat(201)}` },
      ],
    };
    const { errors } = await resolve(values);
    expect(errors.name?.message).toBe('Please enter a name.');
    expect(errors.slug?.message).toBe('Please enter a slug.');
    expect(firstMessage(errors.tags)).toBe('Please keep each tag under 40 characters.');
    expect(errors.methods?.[0]?.name?.message).toBe('Please name the method.');
    expect(firstMessage(errors.methods?.[1]?.scope)).toBe('Please keep each scope under 200 characters.');
  });

  it('names a slug that breaks the rule', async () => {
    const { errors } = await resolve({ ...advisorFormValues(saved), slug: 'Life Admin' });
    expect(errors.slug?.message).toBe('Use lowercase letters, digits and single hyphens, like "maren" or "life-admin".');
  });
});

describe('firstMessage', () => {
  it("prefers the field's own message, then its first item's, and never reads an input element", () => {
    expect(firstMessage(undefined)).toBeUndefined();
    expect(firstMessage({ type: 'too_big', message: 'At most 12 tags.', 0: { message: 'Tags cannot be empty.' } })).toBe(
      'At most 12 tags.',
    );
    expect(firstMessage([undefined, undefined, { type: 'too_big', message: 'Please keep each tag under 40 characters.' }])).toBe(
      'Please keep each tag under 40 characters.',
    );
    expect(firstMessage({ type: 'x', ref: { message: 'not this one' } })).toBeUndefined();
  });
});

describe('advisorPreview', () => {
  it("shows the directory's card for what is typed, with placeholders for what is not", () => {
    const empty = advisorPreview(advisorFormValues(undefined), undefined);
    expect(empty).toMatchObject({ id: 'preview', name: 'New advisor', slug: 'preview', image: '/placeholder.svg', status: 'developing' });

    const typed = advisorPreview({ ...advisorFormValues(saved), tags: 'Focus, focus, Calm' }, saved);
    expect(typed.tags).toEqual(['focus', 'Calm']);
    expect(typed.image).toBe(saved.avatarUrl);
    expect(typed.approaches).toEqual(['Weekly Review']);
  });

  it('shows a picked image, and none once the saved one is removed', () => {
    const picked = advisorPreview({ ...advisorFormValues(saved), cover: { file: new File([], 'c.png'), preview: 'blob:cover' } }, saved);
    expect(picked.coverImage).toBe('blob:cover');
    expect(advisorPreview({ ...advisorFormValues(saved), avatar: { remove: true } }, saved).image).toBe('/placeholder.svg');
  });
});
