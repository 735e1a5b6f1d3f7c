/**
 * The composer's text to the message HTML subset the server keeps (b strong i em u p br ul ol li a).
 * People type plain text; the toolbar adds light marks: **bold**, *italic*, "- " and "1. " list lines,
 * [words](https://…) links. Everything else is escaped, so what someone types is never taken as markup.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LINK = /\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)/g;
const BARE_URL = /(^|[\s(])(https?:\/\/[^\s<]+[^\s<.,;:!?)])/g;

/** Bold, italic and links inside one line (already escaped). */
function inline(escaped: string): string {
  const links: string[] = [];
  // Links are set aside first so the marks below never reach into an address.
  const keep = (html: string) => `\uE000${links.push(html) - 1}\uE000`;
  let text = escaped
    .replace(LINK, (_all, words: string, href: string) => keep(`<a href="${href}">${words}</a>`))
    .replace(
      BARE_URL,
      (_all, before: string, href: string) => `${before}${keep(`<a href="${href}">${href}</a>`)}`,
    );
  text = text
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\n]+)\*(?!\w)/g, '$1<em>$2</em>');
  return text.replace(/\uE000(\d+)\uE000/g, (_all, index: string) => links[Number(index)] ?? '');
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** The HTML to send for what was typed; '' for blank input. */
export function composeHtml(typed: string): string {
  const lines = escapeHtml(typed.replace(/\r\n?/g, '\n').replace(/\uE000/g, '')).split('\n');
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list = null as { tag: 'ul' | 'ol'; items: string[] } | null;
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      blocks.push(
        `<${list.tag}>${list.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${list.tag}>`,
      );
    list = null;
  };
  for (const line of lines) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      flushParagraph();
      const tag = bullet ? 'ul' : 'ol';
      if (list?.tag !== tag) flushList();
      list ??= { tag, items: [] };
      list.items.push(item[1] ?? '');
    } else if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks.join('');
}

/** Wraps the selection [start, end) of `text` in `before`/`after`; answers the text and new selection. */
export function wrapSelection(text: string, start: number, end: number, before: string, after = before) {
  const selected = text.slice(start, end);
  return {
    text: text.slice(0, start) + before + selected + after + text.slice(end),
    start: start + before.length,
    end: end + before.length,
  };
}

/** Starts each selected line (or the caret's line) with `prefix`, as the list buttons do. */
export function prefixLines(text: string, start: number, end: number, prefix: (index: number) => string) {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lines = text.slice(lineStart, end).split('\n');
  const prefixed = lines.map((line, index) => prefix(index) + line).join('\n');
  const added = prefixed.length - (end - lineStart);
  return {
    text: text.slice(0, lineStart) + prefixed + text.slice(end),
    start: start + prefix(0).length,
    end: end + added,
  };
}
