/**
 * The token of an `Authorization: Bearer <token>` header, or null. The scheme's name is
 * case-insensitive (RFC 7235 §2.1): clients that send `bearer` are not turned away.
 */
export function bearerToken(header: string | undefined): string | null {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return token ?? null;
}
