import DOMPurify from 'dompurify';

/**
 * The one way a message body reaches the page: DOMPurify with the server's allow-list
 * (apps/server/src/modules/messages/message-sanitiser.ts), so a body stored before a sanitiser change,
 * or a server bug, still cannot run anything here. Its own instance: the link hook below is not
 * wanted by any other use of DOMPurify.
 */
const purifier = DOMPurify(window);

const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a'];

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** `html` with only the allowed tags, http/https/mailto links, each opening apart. */
export function safeMessageHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

/** The words of a body as one line of plain text (for previews): line ends become spaces. */
export function messagePlainText(html: string): string {
  const spaced = safeMessageHtml(html).replace(/<(br|\/p|\/li)>/gi, ' ');
  // An inert document: nothing in it loads or runs.
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
