import type { GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import { MESSAGES, uploadError } from './gerber-archive.ts';
import { identifyFiles, isOversizedJobFile, type SourceFile } from './gerber-identify.ts';

/** Types that are manufactured from; drawings and unknown files are listed but not read. */
export const isReadLayer = (layer: GerberLayer) => layer.type !== 'drawing' && layer.type !== 'unknown';

/**
 * The end-of-file command as its own command: Gerber `M02*` (also `M2*`, and `M00*` in old RS-274-D
 * sets), Excellon `M30` (or `M00`) on its own line. Case is ignored — some tools write `m02*` — and so
 * is what follows on the line (Excellon allows `M30` with a trailing comment or coordinates).
 */
const END_COMMAND = /(?:^|[*%\s])M0*(?:2|0)\*|(?:^|[\r\n])[ \t]*M(?:30|00)(?![0-9])/i;

/** Whitespace, NUL padding and a DOS end-of-file mark (Ctrl-Z) after the last command. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and Ctrl-Z are the padding meant here.
const TRAILING_FILL = /[\s\0\x1a]+$/;

/**
 * A file is cut off when its end-of-file command is missing from its tail. Only the last 2 kB are
 * looked at (the end command is the last command); a missing final line break, CRLF or lone-CR line
 * ends, lower-case commands and blank lines before the header are all normal in exported files.
 */
export function looksTruncated(text: string): boolean {
  return !END_COMMAND.test(text.slice(-2048).replace(TRAILING_FILL, ''));
}

export function truncatedMessage(fileName: string): string {
  return `“${fileName}” looks cut off (it does not end with the end-of-file command): please export the Gerber files again`;
}

/**
 * The text a Gerber or drill parser can rely on: no blank lines before the first command, LF line
 * ends, a line break after the last command, upper-case commands. Upper-casing is safe for drawing:
 * only comments, attribute values and aperture-macro names hold letters, and a macro's name is
 * changed the same way where it is defined and where it is used.
 */
export function normaliseLayerText(text: string): string {
  const body = text.replace(/^[\s\0\ufeff]+/, '').replace(TRAILING_FILL, '');
  const lineEnds = body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body;
  return `${lineEnds.toUpperCase()}\n`;
}

/**
 * The layers of an upload, checked before anything is stored: at least one Gerber or drill file, and
 * none of them cut off. Throws the user-facing validation error.
 */
export function checkUploadedFiles(sources: readonly SourceFile[]): GerberLayer[] {
  const oversizedJob = sources.find(isOversizedJobFile);
  if (oversizedJob) throw uploadError(MESSAGES.jobFileTooLarge(oversizedJob.name));
  const layers = identifyFiles(sources);
  if (!layers.some(isReadLayer)) throw uploadError(MESSAGES.empty);
  layers.forEach((layer, index) => {
    if (isReadLayer(layer) && looksTruncated(sources[index]?.text ?? '')) {
      throw uploadError(truncatedMessage(layer.fileName));
    }
  });
  return layers;
}
