import { ApiError } from '../../api/client.ts';

/** The server's own message for a refusal; `fallback` when the server was not reached or said nothing. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
