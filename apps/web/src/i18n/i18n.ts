import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@boardhouse/shared/product';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Names shown in the language selector, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ch: '中文',
  es: 'Español',
  jp: '日本語',
  de: 'Deutsch',
  fr: 'Français',
};

/** A JSON file of texts, fetched when first wanted. */
type Texts = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Only English ships with the first page; the others are fetched when chosen. Each holds what the
 * pages before sign-in need; TextPart names the rest.
 */
const loaders: Record<Exclude<Language, 'en'>, Texts> = {
  ch: () => import('./ch.json'),
  es: () => import('./es.json'),
  jp: () => import('./jp.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
};

/**
 * Texts only signed-in pages use, kept out of the sign-in page's download and fetched once the shell
 * opens (loadTextParts), then with each language: `workspace`, the projects, offers, orders and
 * messages (half of every language), for everyone signed in; `staff`, the back office's (`admin.*`,
 * `catalog.*`), for staff only.
 */
export type TextPart = 'workspace' | 'staff';

const partLoaders: Record<TextPart, Record<Language, Texts>> = {
  workspace: {
    en: () => import('./workspace/en.json'),
    ch: () => import('./workspace/ch.json'),
    es: () => import('./workspace/es.json'),
    jp: () => import('./workspace/jp.json'),
    de: () => import('./workspace/de.json'),
    fr: () => import('./workspace/fr.json'),
  },
  staff: {
    en: () => import('./staff/en.json'),
    ch: () => import('./staff/ch.json'),
    es: () => import('./staff/es.json'),
    jp: () => import('./staff/jp.json'),
    de: () => import('./staff/de.json'),
    fr: () => import('./staff/fr.json'),
  },
};
const loadedParts = new Set<`${TextPart}:${Language}`>();
const wantedParts = new Set<TextPart>();

async function addTextPart(part: TextPart, language: Language): Promise<void> {
  if (loadedParts.has(`${part}:${language}`)) return;
  const { default: texts } = await partLoaders[part][language]();
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  loadedParts.add(`${part}:${language}`);
}

/** Loads these parts of the texts in English (the fallback) and the current language. */
export async function loadTextParts(parts: readonly TextPart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  const current = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
  const languages = current === 'en' ? ['en' as const] : ['en' as const, current];
  await Promise.all(parts.flatMap((part) => languages.map((language) => addTextPart(part, language))));
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: resources } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', resources, true);
  }
  await Promise.all([...wantedParts].map((part) => addTextPart(part, language)));
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(storedLanguage());
}

export { i18n };
