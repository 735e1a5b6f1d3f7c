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

/** Only English ships with the first page; the others are fetched when chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  ch: () => import('./ch.json'),
  es: () => import('./es.json'),
  jp: () => import('./jp.json'),
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
};

/**
 * The back office's texts (`admin.*`, `catalog.*`), a third of every language, kept out of the sign-in
 * page's download: fetched once a staff member's shell opens (loadStaffTexts), then with each language.
 */
const staffLoaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./staff/en.json'),
  ch: () => import('./staff/ch.json'),
  es: () => import('./staff/es.json'),
  jp: () => import('./staff/jp.json'),
  de: () => import('./staff/de.json'),
  fr: () => import('./staff/fr.json'),
};
const staffTextsLoaded = new Set<Language>();
let isStaffTextsWanted = false;

async function addStaffTexts(language: Language): Promise<void> {
  if (staffTextsLoaded.has(language)) return;
  const { default: texts } = await staffLoaders[language]();
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  staffTextsLoaded.add(language);
}

/** Loads the back office's texts in English (the fallback) and the current language. */
export async function loadStaffTexts(): Promise<void> {
  isStaffTextsWanted = true;
  const current = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
  await Promise.all([addStaffTexts('en'), addStaffTexts(current)]);
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
  if (isStaffTextsWanted) await addStaffTexts(language);
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
