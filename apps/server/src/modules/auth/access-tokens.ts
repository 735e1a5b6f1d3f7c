import { randomUUID } from 'node:crypto';
import type { Role } from '@boardhouse/shared/product';
import { lt, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database, Executor } from '../../db/client.ts';
import { revokedSignIns } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Servers sharing a database may disagree on the time by this much. */
const CLOCK_SKEW_SECONDS = 60;
/** Ended sign-ins are announced on this channel, so every server process sharing the database refuses them. */
export const SIGN_INS_ENDED_CHANNEL = 'sign_ins_ended';
/** Family ids per announcement: a NOTIFY payload holds at most 8000 bytes. */
const IDS_PER_ANNOUNCEMENT = 100;
const ISSUER = 'boardhouse';
/** Tokens whose signature was already checked, remembered until they expire (bounded: oldest go first). */
const MAX_VERIFIED_TOKENS = 10_000;

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
 * Signs and verifies the 15-minute JWT access tokens. Tokens of an ended sign-in (logout, password
 * change, reset, refresh-token reuse) are refused through a denylist keyed by the sign-in (the
 * refresh-token family every access token names): kept in memory for the hot path, so no request pays a
 * query, and persisted so a restart still refuses them. See docs/decisions/007-sessions.md.
 */
export class AccessTokens {
  /** Sign-in (family id) → until when (seconds since the epoch) its access tokens are refused. */
  private readonly denied = new Map<string, number>();
  /** Imported once: handing jose the raw bytes would import the key again on every request. */
  private readonly key: Promise<CryptoKey>;
  /**
   * Token → its claims, for tokens whose signature and claims were checked. A signed-in page calls the
   * API many times with the same token, and checking the HMAC is most of a cached call's work; a token
   * cannot change, so its check holds until it expires. The denylist is still read on every request.
   */
  private readonly verified = new Map<string, AccessClaims>();

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
    await this.db.delete(revokedSignIns).where(lt(revokedSignIns.expiresAt, new Date()));
    for (const row of await this.db.select().from(revokedSignIns)) {
      this.denied.set(row.familyId, row.expiresAt.getTime() / 1000);
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
    const claims = this.verified.get(token) ?? (await this.verifySignedToken(token));
    // jose's rule: a token is expired from its `exp` second on (no clock tolerance).
    if (claims.exp <= Date.now() / 1000) {
      this.verified.delete(token);
      throw new AppError('AUTH.TOKEN_INVALID', 'Your session has expired');
    }
    if (this.denied.has(claims.familyId)) {
      throw new AppError('AUTH.TOKEN_INVALID', 'This session has ended; please sign in again');
    }
    return claims;
  }

  private async verifySignedToken(token: string): Promise<AccessClaims> {
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
    // Frozen: the same object answers every request that carries this token.
    const claims: AccessClaims = Object.freeze({
      userId: Number(sub),
      roles: Object.freeze([...roles]) as Role[],
      jti,
      exp,
      familyId: fam,
    });
    if (this.verified.size >= MAX_VERIFIED_TOKENS) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, claims);
    return claims;
  }

  /**
   * Refuses every access token of these sign-ins from now on. Any such token was issued at most
   * ACCESS_TOKEN_TTL_SECONDS ago, so the entry can be forgotten after that long. Pass the caller's
   * transaction so the denial commits with the change that caused it.
   */
  async denySignIns(db: Executor, familyIds: readonly string[]): Promise<void> {
    if (familyIds.length === 0) return;
    const until = this.denyInMemory(familyIds);
    await db
      .insert(revokedSignIns)
      .values(familyIds.map((familyId) => ({ familyId, expiresAt: new Date(until * 1000) })))
      .onConflictDoUpdate({ target: revokedSignIns.familyId, set: { expiresAt: sql`excluded.expires_at` } });
    // Delivered when the transaction commits, to every process listening (see denyAnnounced).
    for (let start = 0; start < familyIds.length; start += IDS_PER_ANNOUNCEMENT) {
      const ids = familyIds.slice(start, start + IDS_PER_ANNOUNCEMENT).join(',');
      await db.execute(sql`select pg_notify(${SIGN_INS_ENDED_CHANNEL}, ${ids})`);
    }
  }

  /** An announcement on SIGN_INS_ENDED_CHANNEL, from this process or another one. */
  denyAnnounced(payload: string): void {
    this.denyInMemory(payload.split(',').filter(Boolean));
  }

  private denyInMemory(familyIds: readonly string[]): number {
    const nowSeconds = Date.now() / 1000;
    const until = Math.ceil(nowSeconds + ACCESS_TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS);
    for (const familyId of familyIds) this.denied.set(familyId, until);
    this.pruneDenylist(nowSeconds);
    return until;
  }

  private pruneDenylist(nowSeconds: number): void {
    for (const [familyId, until] of this.denied) {
      if (until < nowSeconds) this.denied.delete(familyId);
    }
  }
}
