import { ApiError } from '../../api/client.ts';

/** The server's message for a refused call, or `fallback` when it could not be reached. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;
