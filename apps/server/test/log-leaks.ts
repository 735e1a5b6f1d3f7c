import { isNotNull } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { oneTimeCodes, outbox, refreshTokens, users } from '../src/db/schema.ts';

/**
 * The log-leak gate: every test app's logs are kept (at debug level), and when the app closes they
 * are searched for the secrets its test handled (passwords and tokens the factories made, the codes
 * its e-mails carried, the hashes its database holds) and for anything shaped like one. A match fails
 * the test file, so the whole suite is the test.
 */
const remembered = new Set<string>();

/** A password or token a test made or received; short values would match by chance. */
export function rememberSecret(value: string | undefined): void {
  if (value && value.length >= 8) remembered.add(value);
}

const SHAPES: [string, RegExp][] = [
  ['a JSON Web Token', /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/],
  ['an argon2 hash', /\$argon2(?:id|i|d)\$/],
  ['a password field', /"(?:password|newPassword|currentPassword|passwordHash)":"(?!\[redacted\])/],
  ['a bearer header', /Bearer [\w-]{20,}/],
];

/** Hashes in the database and the codes inside the links of the e-mails it sent. */
export async function secretsStoredIn(db: Database): Promise<string[]> {
  const [passwords, tokens, codes, mails] = await Promise.all([
    db.select({ value: users.passwordHash }).from(users).where(isNotNull(users.passwordHash)),
    db.select({ value: refreshTokens.tokenHash }).from(refreshTokens),
    db.select({ value: oneTimeCodes.codeHash }).from(oneTimeCodes),
    db.select({ link: outbox.link }).from(outbox).where(isNotNull(outbox.link)),
  ]);
  const linkCodes = mails.flatMap(({ link }) =>
    [...(link ?? '').matchAll(/\/([A-Za-z0-9_-]{16,})(?=[/?]|$)/g)].map((match) => match[1] ?? ''),
  );
  return [...passwords, ...tokens, ...codes].map(({ value }) => value ?? '').concat(linkCodes);
}

/** Each secret or secret-shaped text found in `logs`, described without repeating it whole. */
export function findLeaks(logs: string, stored: readonly string[]): string[] {
  const leaks = SHAPES.filter(([, shape]) => shape.test(logs)).map(([name]) => name);
  for (const secret of [...remembered, ...stored]) {
    if (secret.length < 8 || !logs.includes(secret)) continue;
    // Name the log line it was in (its message and the secret masked), so the leak can be found.
    const line = logs.split('\n').find((text) => text.includes(secret)) ?? '';
    leaks.push(`"${line.replaceAll(secret, '<secret>').slice(0, 300)}"`);
  }
  return leaks;
}
