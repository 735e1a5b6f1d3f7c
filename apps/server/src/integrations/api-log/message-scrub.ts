/**
 * What an API log message may keep. Adapters already record only the operation and the provider's own
 * message; this is the second line: a message is cut to a sane length and anything shaped like a key,
 * token, password, e-mail address or VAT number is replaced before it is stored.
 */

/** Longest message stored, in characters (a provider's error text fits; a page of HTML does not). */
export const API_LOG_MESSAGE_MAX = 500;
/** Longest text the patterns are run on (bounds their cost on a huge error body). */
const SCRUB_INPUT_MAX = 4000;

const REDACTED = '[redacted]';

/** `apiKey=…`, `api_key: …`, `"token":"…"`, `password=…` and their kin: the name stays, the value goes. */
const NAMED_SECRET =
  /\b((?:x[-_]?)?(?:api[-_ ]?key|apikey|access[-_]?token|refresh[-_]?token|id[-_]?token|auth[-_]?token|token|secret|client[-_]?secret|password|passwd|pwd|authorization|signature|session[-_]?id|private[-_]?key))(["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi;
/** An Authorization scheme and its credential. */
const BEARER = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{6,}/gi;
/** A JSON Web Token (three base64url parts, the first starting with `{"`). */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** Long hex (keys, hashes) and long base64 or base64url runs (keys, tokens) that hold digits and letters. */
const LONG_HEX = /\b[0-9a-fA-F]{24,}\b/g;
const LONG_BASE64 = /[A-Za-z0-9+/_-]{32,}={0,2}/g;
/** An EU VAT number: a member state's prefix, then 8 to 12 letters and digits, mostly digits. */
const VAT_NUMBER =
  /\b(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[\s.-]?[0-9A-Z][0-9A-Z\s.]{6,13}[0-9A-Z]\b/g;

const hasLettersAndDigits = (text: string) => /[0-9]/.test(text) && /[A-Za-z]/.test(text);
const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** Replaces control characters (PostgreSQL stores no NUL; a log line should be one line). */
function withoutControlCharacters(text: string): string {
  let result = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    result += code < 0x20 || code === 0x7f ? ' ' : character;
  }
  return result;
}

/** The message as it may be stored: null stays null, blank becomes null, secrets become [redacted]. */
export function scrubApiLogMessage(message: string | null | undefined): string | null {
  if (message === null || message === undefined) return null;
  let text = withoutControlCharacters(String(message).slice(0, SCRUB_INPUT_MAX));
  text = text
    .replace(JWT, REDACTED)
    .replace(BEARER, (_, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(NAMED_SECRET, (_, name: string, separator: string) => `${name}${separator}${REDACTED}`)
    .replace(EMAIL, '[e-mail]')
    .replace(VAT_NUMBER, (match) => (digitsIn(match) >= 7 ? '[vat number]' : match))
    .replace(LONG_HEX, (match) => (hasLettersAndDigits(match) || match.length >= 32 ? REDACTED : match))
    .replace(LONG_BASE64, (match) => (hasLettersAndDigits(match) ? REDACTED : match))
    .replace(/\s+/g, ' ')
    .replace(/\[redacted\](?: \[redacted\])+/g, REDACTED)
    .trim();
  if (!text) return null;
  return text.length > API_LOG_MESSAGE_MAX ? `${text.slice(0, API_LOG_MESSAGE_MAX - 1)}…` : text;
}
