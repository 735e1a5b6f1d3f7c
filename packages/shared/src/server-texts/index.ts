import type { Language } from '../product.ts';
import { mergeCatalogues, renderText, type ServerText } from './server-text.ts';

/**
 * Every catalogue of server-written texts. Each domain keeps its own file (all six languages side by
 * side, so a missing translation shows in review); catalogues.test.ts checks each key exists in every
 * language with the same placeholders.
 */
export const SERVER_TEXTS = mergeCatalogues();

/** A server-written text in the reader's language. */
export function serverText(text: ServerText, language: Language): string {
  return renderText(text, language, SERVER_TEXTS);
}
