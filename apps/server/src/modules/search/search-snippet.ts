/** The entities sanitize-html writes into stored message bodies (message-sanitiser.ts). */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
  '&#160;': ' ',
};

/** The words of a sanitised message body: tags become spaces (as in its search_text), entities letters. */
export function plainTextOf(body: string): string {
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp|#160);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

const BEFORE = 40;
const AFTER = 80;

/**
 * Up to ~120 characters of the body's plain text around the first place `text` occurs, with `…` where
 * it was cut, so the top bar shows why the message matched; the start when the match is only in markup.
 */
export function snippetOf(body: string, text: string): string {
  const plain = plainTextOf(body);
  const at = Math.max(0, plain.toLowerCase().indexOf(text.toLowerCase()));
  const start = Math.max(0, at - BEFORE);
  const end = Math.min(plain.length, at + text.length + AFTER);
  return `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
}
