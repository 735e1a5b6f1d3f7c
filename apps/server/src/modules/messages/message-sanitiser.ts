import sanitizeHtml from 'sanitize-html';

/**
 * Message bodies keep a small formatting subset and nothing that can run (DESIGN.md section 6): an
 * allow-list, so anything not named here (script, style, iframe, svg, img, forms, every event handler
 * and style attribute) is dropped. Text outside the kept tags is escaped, so plain text stays plain
 * text. The browser sanitises again with DOMPurify before showing a body; this is the stored truth.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // "//host/path" takes the page's scheme: harmless, but a link should say where it goes.
  allowProtocolRelative: false,
  // Their content is code or markup of another kind, not words someone wrote: drop it with the tag.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'plaintext',
  ],
  transformTags: {
    // Every kept link opens apart from the app and hands it neither `window.opener` nor the referrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
  },
};

/** The body to store: the allowed subset of `input`, everything else removed or escaped. */
export function sanitiseMessage(input: string): string {
  return sanitizeHtml(input, OPTIONS).trim();
}

/** Whether a sanitised body shows nothing: no words, only empty tags, line breaks and spaces. */
export function isBlankMessage(sanitised: string): boolean {
  const words = sanitizeHtml(sanitised, { allowedTags: [], allowedAttributes: {} });
  return words.replace(/&nbsp;|&#160;|\s/g, '').length === 0;
}
