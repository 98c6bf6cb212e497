import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { escapeLike, likePattern, selectAll, selectPage, type ListSource, type PageQuery } from './paging.ts';

/**
 * PostgreSQL's LIKE with its default escape character, as a regular expression: `%` is any run
 * of characters, `_` any one character, `\` makes the next character itself.
 */
const literal = (character: string) => character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function likeMatches(pattern: string, value: string): boolean {
  let source = '';
  const characters = [...pattern];
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index] as string;
    if (character === '\\') source += literal(characters[++index] ?? '');
    else if (character === '%') source += '.*';
    else if (character === '_') source += '.';
    else source += literal(character);
  }
  return new RegExp(`^${source}$`, 'su').test(value);
}

describe('likePattern', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('plain')).toBe('%plain%');
  });

  it('leaves no wildcard of the text unescaped', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const escaped = escapeLike(text);
        let unescaped = '';
        for (let index = 0; index < escaped.length; index++) {
          const character = escaped[index] as string;
          expect(character === '%' || character === '_').toBe(false);
          unescaped += character === '\\' ? (escaped[++index] ?? '') : character;
        }
        expect(unescaped).toBe(text);
      }),
    );
  });

  it('finds any text inside any value that holds it, and nothing it only looks like', () => {
    const text = fc.string({ unit: fc.constantFrom('%', '_', '\\', 'a', 'é', '😀', '\n', ' '), maxLength: 30 });
    fc.assert(
      fc.property(text, text, text, (before, needle, after) => {
        expect(likeMatches(likePattern(needle), `${before}${needle}${after}`)).toBe(true);
        // The same length with a wildcard swapped for a letter: a pattern that leaked would match it.
        const lookalike = needle.replace(/[%_\\]/g, 'a');
        if (lookalike !== needle) expect(likeMatches(likePattern(needle), lookalike)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (needle) => {
        expect(likeMatches(likePattern(needle), needle)).toBe(true);
      }),
    );
  }, 30_000);
});

describe('selectPage and selectAll, on PostgreSQL (PGlite)', () => {
  const notes = pgTable('notes', { id: integer('id').primaryKey(), title: text('title').notNull(), rank: integer('rank').notNull() });
  const noteList: ListSource<{ id: typeof notes.id; title: typeof notes.title }, 'rank' | 'title'> = {
    table: notes,
    columns: { id: notes.id, title: notes.title },
    searchIn: [notes.title],
    sorts: { rank: notes.rank, title: sql`lower(${notes.title})` },
    tieBreakers: (order) => [order(notes.id)],
  };
  const titles = ['100% sure', '100 percent', 'snake_case', 'snakeXcase', 'back\\slash', 'backslash', 'Plain', 'plain too'];
  let client: PGlite;
  let db: Database;

  // Starting PostgreSQL in WebAssembly takes seconds on a busy machine.
  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client) as unknown as Database;
    await db.execute(sql`create table notes (id integer primary key, title text not null, rank integer not null)`);
    // Every rank twice: the tie-breaker decides the order within a rank.
    await db.insert(notes).values(titles.map((title, index) => ({ id: index + 1, title, rank: Math.floor(index / 2) })));
  }, 60_000);
  afterAll(() => client.close());

  const page = (query: Partial<PageQuery<'rank' | 'title'>>) =>
    selectPage(db, noteList, { sort: 'rank', dir: 'asc', page: 1, pageSize: 100, ...query });

  it('finds what was typed, wildcards and backslash as themselves, whatever the case', async () => {
    expect((await page({ q: '0%' })).rows.map((row) => row.title)).toEqual(['100% sure']);
    expect((await page({ q: 'e_c' })).rows.map((row) => row.title)).toEqual(['snake_case']);
    expect((await page({ q: 'k\\s' })).rows.map((row) => row.title)).toEqual(['back\\slash']);
    expect((await page({ q: 'PLAIN' })).total).toBe(2);
    expect((await page({ q: '' })).total).toBe(titles.length);
  });

  it('sorts with the tie-breaker, pages, and counts every match', async () => {
    const first = await page({ dir: 'desc', pageSize: 3 });
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.rows.map((row) => row.id)).toEqual([8, 7, 6]);
    expect((await page({ dir: 'desc', pageSize: 3, page: 3 })).rows.map((row) => row.id)).toEqual([2, 1]);
    expect((await page({ page: 9 })).rows).toEqual([]);
    expect((await selectPage(db, noteList, { sort: 'rank', dir: 'asc', page: 1, pageSize: 100 }, [sql`${notes.rank} = 1`])).total).toBe(2);
  });

  it('exports every match in the same order, up to the limit', async () => {
    const all = await selectAll(db, noteList, { sort: 'title', dir: 'asc', q: 'a' }, [], 100);
    expect(all.map((row) => row.title)).toEqual(['back\\slash', 'backslash', 'Plain', 'plain too', 'snake_case', 'snakeXcase']);
    expect(await selectAll(db, noteList, { sort: 'title', dir: 'asc' }, [], 2)).toHaveLength(2);
  });

  it('matches any text literally in PostgreSQL itself', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ unit: fc.constantFrom('%', '_', '\\', 'a'), maxLength: 8 }),
        async (before, needle) => {
          // PostgreSQL text holds no NUL character.
          const value = `${before}${needle}`.replaceAll('\u0000', '');
          const target = needle.replace(/[%_\\]/g, 'a');
          const { rows } = await client.query<{ found: boolean; leaked: boolean }>('select $1 ilike $2 as found, $3 ilike $2 as leaked', [
            value,
            likePattern(needle),
            target,
          ]);
          const [row] = rows;
          expect(row?.found).toBe(true);
          expect(row?.leaked).toBe(target === needle);
        },
      ),
      { numRuns: 50 },
    );
  }, 30_000);
});
