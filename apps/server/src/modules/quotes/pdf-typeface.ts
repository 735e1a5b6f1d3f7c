import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Language } from '@boardhouse/shared/product';

/**
 * The fonts a document is printed with, chosen by its language. Latin languages use pdfkit's built-in
 * Helvetica, which needs no file and keeps their PDFs small; Japanese and Chinese use Noto Sans JP and
 * Noto Sans SC (SIL Open Font License 1.1, npm packages of apps/server), embedded by pdfkit with only
 * the glyphs a document uses. The two scripts get their own font because a Han character is drawn
 * differently in each (Japanese 直 is not Chinese 直).
 */

/** Where one embedded font family lives in its npm package. */
interface FontFamily {
  /** The npm package holding the font files. */
  packageName: string;
  /** Its regular and bold files, relative to the package. */
  regular: string;
  bold: string;
  /** The names the fonts are registered under on a document. */
  regularName: string;
  boldName: string;
}

const NOTO_SANS_JP: FontFamily = {
  packageName: '@expo-google-fonts/noto-sans-jp',
  regular: '400Regular/NotoSansJP_400Regular.ttf',
  bold: '700Bold/NotoSansJP_700Bold.ttf',
  regularName: 'NotoSansJP-Regular',
  boldName: 'NotoSansJP-Bold',
};

const NOTO_SANS_SC: FontFamily = {
  packageName: '@expo-google-fonts/noto-sans-sc',
  regular: '400Regular/NotoSansSC_400Regular.ttf',
  bold: '700Bold/NotoSansSC_700Bold.ttf',
  regularName: 'NotoSansSC-Regular',
  boldName: 'NotoSansSC-Bold',
};

const EMBEDDED_FAMILIES: Partial<Record<Language, FontFamily>> = { jp: NOTO_SANS_JP, ch: NOTO_SANS_SC };

/**
 * Every font file a document can embed, as `package/file`: the container image keeps these and drops
 * the packages' other weights (scripts/slim-runtime-modules.sh).
 */
export const EMBEDDED_FONT_FILES: readonly string[] = Object.values(EMBEDDED_FAMILIES).flatMap((family) => [
  `${family.packageName}/${family.regular}`,
  `${family.packageName}/${family.bold}`,
]);

/** Whether documents in `language` are printed with the built-in fonts (nothing embedded). */
export const usesBuiltInFonts = (language: Language): boolean => !EMBEDDED_FAMILIES[language];

/** The fonts of one document, and which characters they have a glyph for. */
export interface Typeface {
  regular: string;
  bold: string;
  /** Whether the fonts can show `char` (one code point); printable() replaces what they cannot. */
  shows: (char: string) => boolean;
}

/** Characters of WinAnsi (the built-in fonts' encoding) above 0x7e that are not Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether a character is in WinAnsi, all the built-in fonts can show. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

export const BUILT_IN_TYPEFACE: Typeface = { regular: 'Helvetica', bold: 'Helvetica-Bold', shows: isWinAnsi };

const require = createRequire(import.meta.url);

/**
 * The font files, read once per process: the Noto files are 5–11 MB each, too much to read for every
 * invoice. pdfkit parses a Buffer afresh for each document, which is cheap (fontkit reads tables lazily).
 */
const fileCache = new Map<string, Buffer>();

function fontFile(family: FontFamily, file: string): Buffer {
  const path = join(dirname(require.resolve(`${family.packageName}/package.json`)), file);
  let data = fileCache.get(path);
  if (!data) {
    data = readFileSync(path);
    fileCache.set(path, data);
  }
  return data;
}

/**
 * The typeface of a document in `language`, its fonts registered on `doc` when they are embedded ones.
 * pdfkit writes a font into the file only once text uses it, and then only the glyphs used.
 */
export function registerTypeface(doc: PDFKit.PDFDocument, language: Language): Typeface {
  const family = EMBEDDED_FAMILIES[language];
  if (!family) return BUILT_IN_TYPEFACE;
  doc.registerFont(family.regularName, fontFile(family, family.regular));
  doc.registerFont(family.boldName, fontFile(family, family.bold));
  doc.font(family.regularName);
  return { regular: family.regularName, bold: family.boldName, shows: glyphCoverage(doc) };
}

/**
 * Which characters the document's current font has a glyph for. pdfkit has no public call for it, but
 * keeps the fontkit font it embeds as `_font.font`; the regular and bold cuts of a Noto family cover
 * the same characters. Without it (a pdfkit that changed), every character is taken as shown.
 */
function glyphCoverage(doc: PDFKit.PDFDocument): (char: string) => boolean {
  const current = doc as unknown as {
    _font?: { font?: { hasGlyphForCodePoint?: (code: number) => boolean } };
  };
  const font = current._font?.font;
  if (typeof font?.hasGlyphForCodePoint !== 'function') return () => true;
  return (char) => font.hasGlyphForCodePoint?.(char.codePointAt(0) ?? 0) ?? true;
}
