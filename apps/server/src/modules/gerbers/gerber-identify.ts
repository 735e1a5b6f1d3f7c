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

/** `FilesAttributes` of a KiCad/Altium .gbrjob: the job file names every layer file. */
function jobFileIdentities(files: readonly SourceFile[]): Map<string, Identity> {
  const identities = new Map<string, Identity>();
  for (const file of files.filter((candidate) => /\.gbrjob$/i.test(candidate.name))) {
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
 * The layer of every file: the file name first (tracespace knows the KiCad, Altium/Protel, Eagle,
 * EasyEDA … conventions), then the file's own X2 attribute, then the .gbrjob, each overriding the
 * one before. The job file itself is listed as a drawing so the user sees every file they sent.
 */
export function identifyFiles(files: readonly SourceFile[]): GerberLayer[] {
  const byName = identifyLayers(files.map((file) => file.name));
  const fromJob = jobFileIdentities(files);
  return files.map((file) => {
    if (/\.gbrjob$/i.test(file.name)) return { fileName: file.name, type: 'drawing', side: null };
    const guessed = byName[file.name];
    let identity: Identity = {
      type: (guessed?.type ?? 'unknown') as GerberLayerType,
      side: guessed?.type ? guessed.side : null,
    };
    identity = fileFunctionOf(file.text) ?? identity;
    identity = fromJob.get(baseName(file.name).toLowerCase()) ?? identity;
    return { fileName: file.name, ...identity };
  });
}
