import { SERVER_TEXTS, serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import type { ShareNotificationKind } from '@boardhouse/shared/sharing';

/**
 * The sentence of an in-app share notice (sharing-notice-texts.ts). The table keeps the English words
 * only (`message`); a notice written from a key matches that key's English template exactly, so the
 * names it was written with are read back from the words and the reader gets the sentence in their
 * language, without a second column. A reminder's personal note matches no template and stays as typed.
 */
const KEYS: Readonly<Record<ShareNotificationKind, string>> = {
  shared: 'sharing.notice.shared',
  reminder: 'sharing.notice.shared',
  'lock-taken': 'sharing.notice.lockTaken',
};

/** The notice's text with the names it is written with; store its English (`noticeMessage`). */
export const noticeText = (kind: ShareNotificationKind, name: string, project: string): ServerText => ({
  key: KEYS[kind],
  params: { name, project },
});

export const noticeMessage = (kind: ShareNotificationKind, name: string, project: string): string =>
  serverText(noticeText(kind, name, project), 'en');

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each key's English template as a pattern that captures its placeholders, in their order. */
const PATTERNS = new Map(
  [...new Set(Object.values(KEYS))].map((key) => {
    const template = SERVER_TEXTS.en[key] ?? key;
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const source = template
      .split(/\{\w+\}/)
      .map(escaped)
      .join('([\\s\\S]*?)');
    return [key, { pattern: new RegExp(`^${source}$`), names }] as const;
  }),
);

/** The stored words as a text for the reader's language, or undefined when they are a person's own. */
export function storedNoticeText(kind: ShareNotificationKind, message: string): ServerText | undefined {
  const key = KEYS[kind];
  const template = PATTERNS.get(key);
  const found = template?.pattern.exec(message);
  if (!template || !found) return undefined;
  const params = Object.fromEntries(template.names.map((name, index) => [name, found[index + 1] ?? '']));
  return { key, params };
}
