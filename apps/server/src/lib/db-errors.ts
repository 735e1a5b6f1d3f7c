import { AppError } from './errors.ts';

/** True when the database refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * SQLSTATEs and socket errors that mean the connection, not the statement, failed: the server was shut
 * down or restarted (57P01-57P03), a connection exception (class 08), or the socket broke.
 */
const UNREACHABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What pg and pg-pool say when a connection ends under a query or cannot be opened in time. */
const UNREACHABLE_MESSAGE =
  /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error/;

/**
 * True when an error (or one it wraps: Drizzle puts the driver's error in `cause`) says the database
 * could not be reached, so the request may succeed if tried again in a moment.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    // Connecting to a host name with several addresses fails with an AggregateError of each attempt.
    if (Array.isArray(errors) && errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}

/** What a request answers (503) while the database cannot be reached. */
export function databaseUnavailable(): AppError {
  return new AppError(
    'DATABASE.UNAVAILABLE',
    'The database is not reachable at the moment; try again in a few seconds.',
  );
}
