import { AppError } from './errors.ts';

const BROKEN = 'The upload ended before it was complete: please send the file again';

/**
 * The multipart parser rejects a body cut off before its closing boundary (or with a mangled part header)
 * with a plain Error: that is the client's doing, so it answers 400 instead of falling through to a 500.
 */
export function brokenUploadError(error: unknown): AppError | undefined {
  if (error instanceof AppError || !(error instanceof Error)) return undefined;
  if ((error as { statusCode?: number }).statusCode !== undefined) return undefined;
  if (
    !/unexpected end of (form|file|multipart data)|malformed part header|part terminated early/i.test(
      error.message,
    )
  )
    return undefined;
  return AppError.validation({ file: BROKEN }, BROKEN);
}
