import { describe, expect, it } from 'vitest';
import { sortParamsOf } from './use-admin-list.ts';

const newestFirst = { defaultSort: { id: 'createdAt', desc: true }, sortKeys: ['createdAt', 'name'] } as const;
const byName = { defaultSort: { id: 'name', desc: false }, sortKeys: ['name', 'slug'] } as const;

describe('sortParamsOf', () => {
  it('sends the column and direction shown', () => {
    expect(sortParamsOf([{ id: 'name', desc: false }], newestFirst)).toEqual({ sort: 'name', dir: 'asc' });
    expect(sortParamsOf([{ id: 'slug', desc: true }], byName)).toEqual({ sort: 'slug', dir: 'desc' });
  });

  it('falls back to the default sort, with its direction, when nothing is sorted', () => {
    expect(sortParamsOf([], newestFirst)).toEqual({ sort: 'createdAt', dir: 'desc' });
    expect(sortParamsOf([], byName)).toEqual({ sort: 'name', dir: 'asc' });
  });

  it('never sends a column the server cannot sort by: the default column, in the direction shown', () => {
    expect(sortParamsOf([{ id: 'message', desc: false }], newestFirst)).toEqual({ sort: 'createdAt', dir: 'asc' });
  });
});
