import type { GerberLayer, GerberLayerSide, GerberLayerType } from '@boardhouse/shared/pcb/gerbers';
import { identifyLayers } from '@tracespace/identify-layers';

/** One file of an upload, as text. */
export interface SourceFile {
  name: string;
  text: string;
}

type Identity = Pick<GerberLayer, 'type' | 'side'>;

const SIDES: Record<string, GerberLayerSide | null> = { top: 'top', bot: 'bottom', inr: 'inner' };

/**
 * Gerber X2 file functions (`%TF.FileFunction,Copper,L1,Top*%`, also written by KiCad 5 as a
 * `G04 #@! TF.FileFunction,…` comment and in Excellon as `; #@! TF.FileFunction,…`) say what a file
 * is in the CAD tool's own words, so they beat any guess from the file name.
 */
export function identityOfFileFunction(value: string): Identity | null {
  const [kind = '', ...rest] = value.split(',').map((part) => part.trim());
  const sideOf = (word: string | undefined): GerberLayerSide | null =>
    SIDES[(word ?? '').toLowerCase()] ?? null;
  switch (kind.toLowerCase()) {
    case 'copper':
      return { type: 'copper', side: sideOf(rest[1]) ?? 'inner' };
    case 'soldermask':
      return { type: 'soldermask', side: sideOf(rest[0]) };
    case 'legend':
      return { type: 'silkscreen', side: sideOf(rest[0]) };
    case 'paste':
      return { type: 'solderpaste', side: sideOf(rest[0]) };
    case 'profile':
      return { type: 'outline', side: 'all' };
    case 'plated':
    case 'nonplated':
      return { type: 'drill', side: 'all' };
    case '':
      return null;
    default:
      // Drill maps, fabrication and assembly drawings, keep-outs and the like: not manufactured.
      return { type: 'drawing', side: null };
  }
}

const FILE_FUNCTION = /(?:%TF\.FileFunction,|#@!\s*TF\.FileFunction,)([^*\r\n%]+)/;

function fileFunctionOf(text: string): Identity | null {
  // The attribute sits in the header: no need to scan megabytes of coordinates.
  const match = FILE_FUNCTION.exec(text.slice(0, 4096));
  return match?.[1] ? identityOfFileFunction(match[1]) : null;
}

/**
 * A .gbrjob larger than this is not read: the job files KiCad and Altium write are a few KB, and one of
 * 90 MB of JSON once held the request thread, then a pool thread, for over a minute. The upload refuses
 * it (checkUploadedFiles); an analysis of files stored before then lists it as not recognised.
 */
export const JOB_FILE_MAX_CHARS = 1024 * 1024;

const isJobFile = (file: SourceFile) => /\.gbrjob$/i.test(file.name);
export const isOversizedJobFile = (file: SourceFile) =>
  isJobFile(file) && file.text.length > JOB_FILE_MAX_CHARS;

/** `FilesAttributes` of a KiCad/Altium .gbrjob: the job file names every layer file. */
function jobFileIdentities(files: readonly SourceFile[]): Map<string, Identity> {
  const identities = new Map<string, Identity>();
  for (const file of files.filter((candidate) => isJobFile(candidate) && !isOversizedJobFile(candidate))) {
    try {
      const job = JSON.parse(file.text) as { FilesAttributes?: { Path?: unknown; FileFunction?: unknown }[] };
      for (const entry of job.FilesAttributes ?? []) {
        if (typeof entry.Path !== 'string' || typeof entry.FileFunction !== 'string') continue;
        const identity = identityOfFileFunction(entry.FileFunction);
        const base = entry.Path.split(/[\\/]/).pop()?.toLowerCase();
        if (identity && base) identities.set(base, identity);
      }
    } catch {
      // A broken job file is ignored: the layer files themselves still say what they are.
    }
  }
  return identities;
}

const baseName = (name: string) => name.split('/').pop() ?? name;

/**
 * Names whose conventional meaning tracespace's guess gets wrong, as the design tools write them:
 * Eagle's Excellon `.drd` (taken for an outline beside Protel-style names), Allegro's artwork films
 * (every `.art` is a drawing to tracespace), and drill drawings and
 * guides (EasyEDA's `…DrillDrawingLayer.GDD`, Altium's `.GD1`/`.GG1`), which are Gerber pictures of
 * the holes, not holes to drill.
 */
const NAME_CONVENTIONS: readonly (readonly [RegExp, Identity])[] = [
  [/\.drd$/i, { type: 'drill', side: 'all' }],
  // Cadence Allegro / OrCAD artwork films (`.art`), named after the film in its usual set-ups.
  [/^(?:top|l0*1|layer[_ -]?0*1)[^/]*\.art$/i, { type: 'copper', side: 'top' }],
  [/^(?:bottom|bot)[^/]*\.art$/i, { type: 'copper', side: 'bottom' }],
  [
    /^(?:l\d+|layer[_ -]?\d+|inner\d*|gnd\d*|pwr\d*|vcc\d*|sig\d*)[^/]*\.art$/i,
    { type: 'copper', side: 'inner' },
  ],
  [/^(?:smt|soldermask[_ -]?top|sm[_ -]?top)[^/]*\.art$/i, { type: 'soldermask', side: 'top' }],
  [
    /^(?:smb|soldermask[_ -]?bot(?:tom)?|sm[_ -]?bot(?:tom)?)[^/]*\.art$/i,
    { type: 'soldermask', side: 'bottom' },
  ],
  [/^(?:sst|silk(?:screen)?[_ -]?top)[^/]*\.art$/i, { type: 'silkscreen', side: 'top' }],
  [/^(?:ssb|silk(?:screen)?[_ -]?bot(?:tom)?)[^/]*\.art$/i, { type: 'silkscreen', side: 'bottom' }],
  [/^(?:spt|paste[_ -]?top)[^/]*\.art$/i, { type: 'solderpaste', side: 'top' }],
  [/^(?:spb|paste[_ -]?bot(?:tom)?)[^/]*\.art$/i, { type: 'solderpaste', side: 'bottom' }],
  [/^(?:outline|board[_ -]?outline|dim(?:ension)?)[^/]*\.art$/i, { type: 'outline', side: 'all' }],
  [/\.g[dg]d?\d*$|drill[ _-]?(?:drawing|guide|map)/i, { type: 'drawing', side: null }],
];

/**
 * What a Gerber or Excellon file has in its first lines: a format or unit statement, an aperture, a
 * comment command, Excellon's header or a tool, a coordinate, a D-code. A read-me, a CAM tool's
 * settings (Allegro's nc_param.txt) or a report (Altium's Status Report.Txt) has none of them.
 */
const LAYER_CONTENT =
  /%FS|%MO|%AD|%TF|^\s*G0?4[ *]|^\s*M48\b|^\s*T\d|^\s*[XY][-+]?[\d.]|D0?[123]\*|^\s*(?:METRIC|INCH)\b/im;

/** Whether a file guessed as drill from its name (any `.txt`) holds a drill or Gerber file at all. */
const looksLikeLayerFile = (text: string) => LAYER_CONTENT.test(text.slice(0, 4096));

/**
 * Where the board edge may be when no file says it is the outline, most likely first: Altium's
 * board profile `.GM`, Mechanical 1 (`.GM1`, or a Mechanical1 file name), the keep-out `.GKO`, then
 * any other mechanical layer `.GM2`…`.GM32`.
 */
const STAND_IN_OUTLINES = [
  /\.gm$/i,
  /\.gm1$|mechanical[ _-]?0*1(?![0-9])/i,
  /\.gko$/i,
  /\.gm[0-9]+$/i,
] as const;

/** Names that say "board outline" outright, whatever the extension (EasyEDA's BoardOutlineLayer.GKO). */
const NAMED_OUTLINE = /outline|edge[._ -]?cuts|profile/i;

const standInRank = (name: string) => STAND_IN_OUTLINES.findIndex((pattern) => pattern.test(name));

/**
 * One board edge per upload. An outline named as such (Edge_Cuts, BoardOutline, profile, `.GML`) or
 * declared by a file function wins; otherwise the most likely stand-in layer is the outline and the
 * other mechanical or keep-out layers are drawings (dimensions, assembly notes), so the size is never
 * taken from a dimension layer or from the copper.
 */
function chooseOutline(layers: readonly GerberLayer[], declared: readonly boolean[]): GerberLayer[] {
  const ranks = layers.map((layer, index) => {
    const name = baseName(layer.fileName);
    const rank = standInRank(name);
    if (layer.type === 'outline' && (declared[index] || rank < 0 || NAMED_OUTLINE.test(name))) return -1;
    const mayStandIn = layer.type === 'outline' || layer.type === 'unknown' || layer.type === 'drawing';
    return rank >= 0 && mayStandIn && !declared[index] ? rank : null;
  });
  const candidates = ranks.filter((rank): rank is number => rank !== null);
  if (candidates.length === 0) return [...layers];
  const best = Math.min(...candidates);
  return layers.map((layer, index): GerberLayer => {
    const rank = ranks[index] ?? null;
    if (rank === null || rank < 0) return layer;
    if (rank === best) return { ...layer, type: 'outline', side: 'all' };
    // tracespace calls every `.GMn` an outline: the ones not chosen are drawings.
    return layer.type === 'outline' ? { ...layer, type: 'drawing', side: null } : layer;
  });
}

/**
 * The layer of every file: the file name first (tracespace knows the KiCad, Altium/Protel, Eagle,
 * EasyEDA … conventions), then the file's own X2 attribute, then the .gbrjob, each overriding the
 * one before; last, one outline is chosen. The job file itself is listed as a drawing so the user
 * sees every file they sent.
 */
export function identifyFiles(files: readonly SourceFile[]): GerberLayer[] {
  const byName = identifyLayers(files.map((file) => file.name));
  const fromJob = jobFileIdentities(files);
  const declared: boolean[] = [];
  const layers = files.map((file): GerberLayer => {
    if (isJobFile(file)) {
      declared.push(true);
      return { fileName: file.name, type: isOversizedJobFile(file) ? 'unknown' : 'drawing', side: null };
    }
    const stated = fromJob.get(baseName(file.name).toLowerCase()) ?? fileFunctionOf(file.text);
    declared.push(stated !== null);
    const identity = stated ?? identityOfName(file, byName[file.name]);
    return { fileName: file.name, ...identity };
  });
  return chooseOutline(layers, declared);
}

/**
 * A file's layer by its name alone: tracespace's guess, corrected by the tools' conventions it gets
 * wrong. A file named like a drill file (tracespace takes every `.txt` for one) that holds no drill or
 * Gerber commands is listed as not a layer, so a read-me or a CAM settings file in the archive does not
 * refuse the upload as a cut-off drill file.
 */
function identityOfName(
  file: SourceFile,
  guessed: { type: string | null; side: string | null } | undefined,
): Identity {
  const convention = NAME_CONVENTIONS.find(([pattern]) => pattern.test(baseName(file.name)));
  const identity: Identity = convention?.[1] ?? {
    type: (guessed?.type ?? 'unknown') as GerberLayerType,
    side: guessed?.type ? (guessed.side as GerberLayerSide | null) : null,
  };
  return identity.type === 'drill' && !looksLikeLayerFile(file.text)
    ? { type: 'unknown', side: null }
    : identity;
}
