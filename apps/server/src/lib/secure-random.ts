import { createHash, randomBytes } from 'node:crypto';

/** An opaque, URL-safe random token (refresh tokens, e-mailed codes). */
export function createOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak does not hand out sessions or codes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
