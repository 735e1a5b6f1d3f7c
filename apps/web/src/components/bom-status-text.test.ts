import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { bomStatusText } from './bom-status-text.ts';

const read = (language: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../i18n/workspace', `${language}.json`), 'utf8'),
  ) as object;

async function textsIn(language: string) {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: read(language) } } });
  return i18n.t;
}

describe('a basket item’s BOM state', () => {
  it('is written in the reader’s language, not the server’s English', async () => {
    const de = await textsIn('de');
    expect(bomStatusText(de, null)).toBe('Keine Stückliste (unbestückte Leiterplatten)');
    const en = await textsIn('en');
    expect(bomStatusText(en, null)).toBe('No BOM (bare boards)');
    expect(bomStatusText(en, 0)).toBe('Complete');
    expect(bomStatusText(en, 1)).toBe('Open: 1 line to check');
    expect(bomStatusText(en, 3)).toBe('Open: 3 lines to check');
  });
});
