import type { Language } from '../product.ts';
import { ACCOUNT_REFUSAL_TEXTS } from './account-refusal-texts.ts';
import { AVAILABILITY_TEXTS } from './availability-texts.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { ORDER_NOTE_TEXTS } from './order-note-texts.ts';
import { PRICE_NAMES } from './price-names.ts';
import { PRICE_TEXTS } from './price-texts.ts';
import { PROMO_TEXTS } from './promo-texts.ts';
import { REFUSAL_TEXTS } from './refusal-texts.ts';
import { REVIEW_TEXTS } from './review-texts.ts';
import { mergeCatalogues, renderText, type ServerText } from './server-text.ts';
import { SHARING_NOTICE_TEXTS } from './sharing-notice-texts.ts';

/**
 * Every catalogue of server-written texts. Each domain keeps its own file (all six languages side by
 * side, so a missing translation shows in review); catalogues.test.ts checks each key exists in every
 * language with the same placeholders.
 */
export const SERVER_TEXTS = mergeCatalogues(
  ORDER_NOTE_TEXTS,
  PRICE_TEXTS,
  PRICE_NAMES,
  REVIEW_TEXTS,
  DOCUMENT_TEXTS,
  AVAILABILITY_TEXTS,
  SHARING_NOTICE_TEXTS,
  PROMO_TEXTS,
  REFUSAL_TEXTS,
  ACCOUNT_REFUSAL_TEXTS,
);

/** A server-written text in the reader's language. */
export function serverText(text: ServerText, language: Language): string {
  return renderText(text, language, SERVER_TEXTS);
}
