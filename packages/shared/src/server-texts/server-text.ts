import { z } from 'zod';
import type { Language } from '../product.ts';

/**
 * A text the server writes (a breakdown line, a review note, a history note, a PDF label) kept as a
 * message key with its parameters, not as English words: each reader sees it in their own language,
 * also years later, because what is stored is the key. The English words stay beside it (`label`,
 * `message`, `note`) for clients that know no keys and for rows written before keys existed.
 */
export interface ServerText {
  key: string;
  params?: Record<string, ServerTextParam>;
}

/**
 * A parameter: a plain value, a money amount in cents (formatted in the reader's style), or another
 * text (a material's or a component class's name, itself translated).
 */
export type ServerTextParam = string | number | { cents: number } | ServerText;

const plainParam = z.union([z.string(), z.number(), z.object({ cents: z.number() })]);
const textWith = <P extends z.ZodType>(param: P) =>
  z.object({ key: z.string(), params: z.record(z.string(), param).optional() });
/**
 * Texts nested two levels deep at most, each level its own schema: a price line's clause names a
 * thing (a component line's stock clause holds its lead-time text; a shipment's contents hold the
 * packing's name).
 */
const innerText = textWith(plainParam);
const nestedText = textWith(z.union([plainParam, innerText]));

/**
 * Not recursive on purpose: the API document's generator cannot name a self-referring schema; two
 * levels of nesting are all the catalogues use.
 */
export const serverTextSchema: z.ZodType<ServerText> = textWith(z.union([plainParam, nestedText]));

/** Templates by key, with `{name}` placeholders; one record per language. */
export type TextCatalogue = Readonly<Record<string, string>>;
export type TextCatalogues = Readonly<Record<Language, TextCatalogue>>;

/** BCP 47 tags for Intl; the app's language codes ("jp", "ch") are not all tags. */
export const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  jp: 'ja-JP',
  ch: 'zh-CN',
};

const isText = (value: ServerTextParam): value is ServerText => typeof value === 'object' && 'key' in value;

/**
 * One formatter per language and style, made once: building an Intl.NumberFormat costs tens of
 * microseconds, and the pricing engine writes a text for every line of every cell it prices.
 */
const numberFormats = new Map<Language, Intl.NumberFormat>();
const euroFormats = new Map<Language, Intl.NumberFormat>();

function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 6 });
    numberFormats.set(language, format);
  }
  return format;
}

function euroFormat(language: Language): Intl.NumberFormat {
  let format = euroFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
    euroFormats.set(language, format);
  }
  return format;
}

function formatParam(value: ServerTextParam, language: Language, catalogues: TextCatalogues): string {
  if (typeof value === 'number') {
    return numberFormat(language).format(value);
  }
  if (typeof value === 'string') return value;
  if (isText(value)) return renderText(value, language, catalogues);
  return euroFormat(language).format(value.cents / 100);
}

/**
 * The text in `language`; a key the language lacks falls back to English, a key no catalogue knows
 * shows as itself (a programming error the catalogue tests catch, never an empty line).
 */
export function renderText(text: ServerText, language: Language, catalogues: TextCatalogues): string {
  const template = catalogues[language][text.key] ?? catalogues.en[text.key] ?? text.key;
  const params = text.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : formatParam(value, language, catalogues);
  });
}

/** Joins several domains' catalogues into one; a key defined twice is a programming error. */
export function mergeCatalogues(...parts: TextCatalogues[]): TextCatalogues {
  const merged = { en: {}, de: {}, fr: {}, es: {}, jp: {}, ch: {} } as Record<
    Language,
    Record<string, string>
  >;
  for (const part of parts) {
    for (const language of Object.keys(merged) as Language[]) {
      for (const [key, template] of Object.entries(part[language])) {
        if (key in merged[language]) throw new Error(`The text key ${key} is defined twice`);
        merged[language][key] = template;
      }
    }
  }
  return merged;
}
