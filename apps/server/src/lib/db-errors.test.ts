import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, isUniqueViolation } from './db-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** How Drizzle reports a failed statement: its own error, the driver's in `cause`. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnreachable', () => {
  it.each([
    [
      'the server shut down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash shut down (57P02)', withCode('57P02')],
    ['the server is starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', withCode('ECONNRESET')],
    ['the connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a broken checked-out connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['any of them wrapped by Drizzle', wrapped(withCode('57P01'))],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a code that only starts like class 08', withCode('0800')],
    ['a bug', new Error('Cannot read properties of undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('leaves unique violations to isUniqueViolation', () => {
    expect(isUniqueViolation(wrapped(withCode('23505')))).toBe(true);
  });
});
