import { randomUUID } from 'node:crypto';
import type { Role } from '@boardhouse/shared/product';
import { lt } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client.ts';
import { revokedAccessTokens } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'boardhouse';

export interface AccessClaims {
  userId: number;
  roles: Role[];
  jti: string;
  /** The refresh-token family (one sign-in) this access token was issued with. */
  familyId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Signs and verifies the 15-minute JWT access tokens. Logged-out tokens are refused through a denylist
 * keyed by token id: kept in memory for the hot path, persisted so a restart still refuses them.
 */
export class AccessTokens {
  private readonly denied = new Map<string, number>();
  /** Imported once: handing jose the raw bytes would import the key again on every request. */
  private readonly key: Promise<CryptoKey>;

  constructor(
    private readonly db: Database,
    secret: Uint8Array<ArrayBuffer>,
  ) {
    this.key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async loadDenylist(): Promise<void> {
    const nowSeconds = Date.now() / 1000;
    await this.db.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, new Date()));
    for (const row of await this.db.select().from(revokedAccessTokens)) {
      this.denied.set(row.jti, row.expiresAt.getTime() / 1000);
    }
    this.pruneDenylist(nowSeconds);
  }

  async sign(userId: number, roles: Role[], familyId: string): Promise<string> {
    return new SignJWT({ roles, fam: familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(await this.key);
  }

  async verify(token: string): Promise<AccessClaims> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] }));
    } catch (error) {
      const expired = error instanceof joseErrors.JWTExpired;
      throw new AppError('AUTH.TOKEN_INVALID', expired ? 'Your session has expired' : 'Invalid access token');
    }
    const { sub, jti, exp, roles, fam } = payload;
    if (!sub || !jti || !exp || !Array.isArray(roles) || typeof fam !== 'string') {
      throw new AppError('AUTH.TOKEN_INVALID', 'Invalid access token');
    }
    if (this.denied.has(jti)) {
      throw new AppError('AUTH.TOKEN_INVALID', 'This session has ended; please sign in again');
    }
    return { userId: Number(sub), roles: roles as Role[], jti, exp, familyId: fam };
  }

  async revoke(claims: Pick<AccessClaims, 'jti' | 'exp'>): Promise<void> {
    this.denied.set(claims.jti, claims.exp);
    await this.db
      .insert(revokedAccessTokens)
      .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
      .onConflictDoNothing();
    this.pruneDenylist(Date.now() / 1000);
  }

  private pruneDenylist(nowSeconds: number): void {
    for (const [jti, exp] of this.denied) {
      if (exp < nowSeconds) this.denied.delete(jti);
    }
  }
}
