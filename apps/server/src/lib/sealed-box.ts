import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Authenticated encryption (AES-256-GCM) for short-lived secrets that must be stored and read back,
 * such as a refresh token's successor during the grace window. The key is derived from the server
 * secret with HKDF under a purpose label, so it is never the signing key itself and each purpose gets
 * its own key. `context` is bound as associated data: a sealed value only opens where it was sealed.
 */
export class SealedBox {
  private readonly key: Buffer;

  constructor(secret: Uint8Array, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), `boardhouse ${purpose}`, 32));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plaintext, or null when the value was not sealed by this key for this context. */
  open(sealed: string, context: string): string | null {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
