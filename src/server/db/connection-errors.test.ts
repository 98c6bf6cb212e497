import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend ended by pg_terminate_backend', withCode('terminating connection due to administrator command', '57P01')],
    ['a database that refuses connections', withCode('database "x" is not currently accepting connections', '55000')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a lost link', withCode('connection failure', '08006')],
    ['a refused socket', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s, bare or wrapped by the ORM', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['another 55000 (a lock not available)', withCode('could not obtain lock on row', '55P03')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain error', new Error('something else')],
    ['not an error', 'Connection terminated'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(error instanceof Error ? wrapped(error) : error)).toBe(false);
  });
});
