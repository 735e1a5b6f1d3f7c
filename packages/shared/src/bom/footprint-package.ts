import type { MountingStyle } from '../catalog/normalise.ts';

/** A package worked out from a footprint name or a description, and how it is mounted. */
export interface ResolvedPackage {
  /** The package in its common name: "0603", "SOIC-8", "SOT-23-5", "TO-220-3", "PinHeader_1x04_P2.54mm". */
  name: string;
  mountingStyle: MountingStyle;
  /** Solder joints (an exposed pad not counted); null when the name does not say. */
  pins: number | null;
}

/** Imperial chip code → metric code (IPC/EIA). */
const IMPERIAL_TO_METRIC: Record<string, string> = {
  '01005': '0402',
  '0201': '0603',
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1206': '3216',
  '1210': '3225',
  '1806': '4516',
  '1808': '4520',
  '1812': '4532',
  '2010': '5025',
  '2220': '5750',
  '2512': '6332',
};
const METRIC_TO_IMPERIAL = Object.fromEntries(
  Object.entries(IMPERIAL_TO_METRIC).map(([imperial, metric]) => [metric, imperial]),
);

const smd = (name: string, pins: number | null): ResolvedPackage => ({ name, mountingStyle: 'SMD', pins });
const tht = (name: string, pins: number | null): ResolvedPackage => ({ name, mountingStyle: 'THT', pins });
const chip = (imperial: string) => smd(imperial, 2);
const count = (text: string | undefined) => (text ? Number(text) : null);

/** A chip code as written: imperial when it is one ("0603"), else a metric-only code ("1608" → 0603). */
function chipOf(code: string, isMetric: boolean): ResolvedPackage | null {
  if (isMetric) return METRIC_TO_IMPERIAL[code] ? chip(METRIC_TO_IMPERIAL[code]) : null;
  if (IMPERIAL_TO_METRIC[code]) return chip(code);
  return METRIC_TO_IMPERIAL[code] ? chip(METRIC_TO_IMPERIAL[code]) : null;
}

/** Families whose name says the lead count ("SOIC-8", "LQFP48"), and how they are mounted. */
const LEADED_FAMILIES: Record<string, MountingStyle> = {
  SOIC: 'SMD',
  SO: 'SMD',
  SOP: 'SMD',
  SSOP: 'SMD',
  TSSOP: 'SMD',
  HTSSOP: 'SMD',
  MSOP: 'SMD',
  VSSOP: 'SMD',
  QSOP: 'SMD',
  TSOP: 'SMD',
  QFN: 'SMD',
  VQFN: 'SMD',
  WQFN: 'SMD',
  UQFN: 'SMD',
  DFN: 'SMD',
  WSON: 'SMD',
  SON: 'SMD',
  LQFP: 'SMD',
  TQFP: 'SMD',
  QFP: 'SMD',
  PQFP: 'SMD',
  PLCC: 'SMD',
  BGA: 'SMD',
  LGA: 'SMD',
  DIP: 'THT',
  PDIP: 'THT',
  SIP: 'THT',
};
const FAMILY = new RegExp(`^(${Object.keys(LEADED_FAMILIES).join('|')})-?(\\d{1,3})(?![\\d.x])`, 'i');

/** Transistor and diode outlines as KiCad and datasheets write them. */
const OUTLINES: [RegExp, (match: RegExpExecArray) => ResolvedPackage][] = [
  [/^(T?SOT)-?(23|89|143|223|323|353|363|416|523|563|666)(?:-(\d))?(?![\d])/i, (m) => sotOf(m)],
  [/^SC-?70(?:-(\d))?/i, (m) => smd(m[1] ? `SC-70-${m[1]}` : 'SC-70', count(m[1]) ?? 3)],
  [/^SOD-?(123F?|128|323F?|523|923|80)(?![\d])/i, (m) => smd(`SOD-${m[1]?.toUpperCase()}`, 2)],
  [/^DO-?214-?(AA|AB|AC)/i, (m) => smd(`DO-214${m[1]?.toUpperCase()}`, 2)],
  // Only the whole name: "SMA_Amphenol_132134" is an RF connector, not the DO-214AC diode.
  [/^(SMA|SMB|SMC)(?:_Handsoldering)?$/i, (m) => smd(`${m[1]?.toUpperCase()}`, 2)],
  [/^(?:Mini|Micro)?MELF/i, (m) => smd(m[0], 2)],
  [/^TO-?(252|263)(?:-(\d))?/i, (m) => smd(`TO-${m[1]}${m[2] ? `-${m[2]}` : ''}`, (count(m[2]) ?? 2) + 1)],
  [/^D2?PAK/i, (m) => smd(m[0].toUpperCase(), 3)],
  [/^TO-?(92|18|39|126|220F?|247|3P)(?:-(\d))?(?![\d])/i, (m) => toThtOf(m)],
  [/^DO-?(35|41|15|201(?:AD)?|204)(?![\d])/i, (m) => tht(`DO-${m[1]?.toUpperCase()}`, 2)],
  [/^HC-?49.*SMD/i, () => smd('HC-49-SMD', 2)],
  [/^HC-?49/i, () => tht('HC-49', 2)],
];

function sotOf(match: RegExpExecArray): ResolvedPackage {
  const [, family = 'SOT', size = '', leads] = match;
  const base = `${family.toUpperCase()}-${size}`;
  const defaultLeads: Record<string, number> = { '143': 4, '223': 4, '353': 5, '363': 6, '563': 6, '666': 6 };
  const usual = defaultLeads[size] ?? 3;
  const pins = count(leads) ?? usual;
  // "SOT-23-3" is plain SOT-23, "SOT-223-3" plain SOT-223 (whose tab is a fourth joint).
  const isUsual = !leads || pins === usual || (size === '223' && pins === 3);
  return smd(isUsual ? base : `${base}-${leads}`, size === '223' && isUsual ? 4 : pins);
}

function toThtOf(match: RegExpExecArray): ResolvedPackage {
  const [, size = '', leads] = match;
  return tht(`TO-${size.toUpperCase()}${leads ? `-${leads}` : ''}`, count(leads) ?? 3);
}

/** KiCad library footprints that are not named after a package family. */
const KICAD_SHAPES: [RegExp, (match: RegExpExecArray) => ResolvedPackage | null][] = [
  // R_0603_1608Metric, C_0402_1005Metric, L_0805_2012Metric, LED_0603_1608Metric, D_0805_2012Metric,
  // Fuse_1206_3216Metric, R_0805_2012Metric_Pad1.15x1.40mm_HandSolder
  [/^(?:R|C|L|D|LED|Fuse|FerriteBead|CP)_(\d{4,5})_(\d{4})Metric/i, (m) => chipOf(m[1] ?? '', false)],
  [/^(?:R|C|L|D|LED)_(\d{4})Metric/i, (m) => chipOf(m[1] ?? '', true)],
  [/^(Pin(?:Header|Socket))_(\d+)x(\d+)_P([\d.]+)mm/i, (m) => headerOf(m)],
  [/^CP_Elec_([\d.]+x[\d.]+)/i, (m) => smd(`CP_Elec_${m[1]}`, 2)],
  [/^CP_EIA-(\d{4})/i, (m) => smd(`EIA-${m[1]}`, 2)],
  [/^C(?:P)?_(?:Radial|Disc|Rect)_/i, (m) => tht(m.input.split('_').slice(0, 3).join('_'), 2)],
  [/^(?:R|D|L|C|CP)_Axial_/i, (m) => tht(m.input.split('_').slice(0, 3).join('_'), 2)],
  [/^LED_D([\d.]+)mm/i, (m) => tht(`LED_D${m[1]}mm`, 2)],
  [/^Crystal_SMD_(\d{4})-(\d)Pin/i, (m) => smd(`Crystal_SMD_${m[1]}`, count(m[2]))],
  [/^Crystal_HC49/i, () => tht('HC-49', 2)],
  [
    /^(?:Fiducial|MountingHole|TestPoint)/i,
    (m) => ({ name: m.input.split('_')[0] ?? m.input, mountingStyle: 'OTHER', pins: null }),
  ],
];

function headerOf(match: RegExpExecArray): ResolvedPackage {
  const [, kind = 'PinHeader', rows = '1', columns = '1', pitch = ''] = match;
  const name = `${kind}_${rows}x${columns.padStart(2, '0')}_P${pitch}mm`;
  return tht(name, Number(rows) * Number(columns));
}

/**
 * IPC-7351 land-pattern names: chips RESC1608X55N, CAPC1005X55N (metric size), molded parts
 * CAPMP3216X180N and DIOM5226X230N, leaded ICs SOIC127P600X175-8N, SOP65P640X120-20N,
 * QFP50P900X900X160-64N, QFN50P400X400X100-25N (the last pin is the exposed pad), SOT95P280X145-5N,
 * SOD3716X135N, BGA256C100P16X16_1700X1700X175, and the through-hole DIP/HDR names.
 */
const IPC: [RegExp, (match: RegExpExecArray) => ResolvedPackage | null][] = [
  [/^(?:RES|CAP|IND|LED|DIO|FUS|BEAD)C(\d{4})X\d+[LNM]?$/i, (m) => chipOf(m[1] ?? '', true)],
  [/^CAPMP(\d{4})X\d+[LNM]?$/i, (m) => smd(`EIA-${m[1]}`, 2)],
  [
    /^DIOM(\d{4})X\d+[LNM]?$/i,
    (m) =>
      ({ '5226': smd('DO-214AC', 2), '5436': smd('DO-214AA', 2), '7959': smd('DO-214AB', 2) })[m[1] ?? ''] ??
      null,
  ],
  [
    /^SOD(\d{4})X\d+[LNM]?$/i,
    (m) =>
      ({
        '3716': smd('SOD-123', 2),
        '2513': smd('SOD-323', 2),
        '1608': smd('SOD-523', 2),
        '5226': smd('SOD-128', 2),
      })[m[1] ?? ''] ?? null,
  ],
  [/^SOIC(\d+)P\d+X\d+-(\d+)[LNM]?$/i, (m) => smd(`SOIC-${m[2]}`, count(m[2]))],
  [/^SOP(\d+)P(\d+)X\d+-(\d+)[LNM]?$/i, (m) => sopOf(m)],
  [
    /^(?:L|T)?QFP(\d+)P\d+X\d+X(\d+)-(\d+)[LNM]?$/i,
    (m) => smd(`${Number(m[2]) >= 140 ? 'LQFP' : 'TQFP'}-${m[3]}`, count(m[3])),
  ],
  [/^(QFN|SON|DFN)\d+P\d+X\d+X\d+-(\d+)[LNM]?$/i, (m) => noLeadOf(m)],
  [/^SOT(\d+)P(\d+)X\d+-(\d+)[LNM]?$/i, (m) => ipcSotOf(m)],
  [/^BGA(\d+)C?\d*P/i, (m) => smd(`BGA-${m[1]}`, count(m[1]))],
  [/^DIP\d+W\d+P\d+L\d+H\d+Q(\d+)/i, (m) => tht(`DIP-${m[1]}`, count(m[1]))],
  [
    /^HDR[VR]?\d+W\d+P(\d+)_(\d+)X(\d+)/i,
    (m) =>
      tht(
        `PinHeader_${m[2]}x${(m[3] ?? '').padStart(2, '0')}_P${Number(m[1]) / 100}mm`,
        Number(m[2]) * Number(m[3]),
      ),
  ],
];

function sopOf(match: RegExpExecArray): ResolvedPackage {
  const [, pitch = '', span = '', leads = ''] = match;
  const width = Number(span);
  const family =
    pitch === '127' ? 'SOIC' : width <= 500 ? 'MSOP' : width <= 660 ? 'TSSOP' : width <= 800 ? 'SSOP' : 'SOP';
  return smd(`${family}-${leads}`, Number(leads));
}

function noLeadOf(match: RegExpExecArray): ResolvedPackage {
  const family = (match[1] ?? 'QFN').toUpperCase();
  const pads = Number(match[2]);
  // No-lead packages have an even number of leads: an odd count includes the exposed pad.
  const leads = pads % 2 === 1 ? pads - 1 : pads;
  return smd(`${family === 'SON' ? 'DFN' : family}-${leads}`, leads);
}

function ipcSotOf(match: RegExpExecArray): ResolvedPackage | null {
  const [, pitch = '', span = '', leads = ''] = match;
  const pins = Number(leads);
  const width = Number(span);
  if (pitch === '95' && width >= 230 && width <= 300)
    return smd(pins === 3 ? 'SOT-23' : `SOT-23-${pins}`, pins);
  if (pitch === '65' && width <= 220) return smd(pins === 3 ? 'SC-70' : `SC-70-${pins}`, pins);
  if (pitch === '230') return smd('SOT-223', 4);
  if (pitch === '150' && width >= 400) return smd('SOT-89', 3);
  if (pitch === '50' && width <= 170) return smd(pins === 6 ? 'SOT-563' : 'SOT-523', pins);
  return null;
}

/**
 * Eagle and Altium habits: "0603-RES", "R0603", "C0805", "CAPC0805" (imperial, no height), "RESC0805",
 * "0805_CAP", "SMD0805", "C_0805".
 */
const EDA_CHIP =
  /^(?:(?:RES|CAP|IND|LED|R|C|L|D|SMD|CHIP|RESC|CAPC|INDC|LEDC)[-_]?)?(\d{4,5})(?:[-_](?:RES|CAP|IND|LED|R|C|L|D|RESISTOR|CAPACITOR|POL|NP|N))?$/i;

/** The part after a KiCad library name ("Resistor_SMD:R_0603_1608Metric") or an Eagle library ("rcl@"). */
const withoutLibrary = (name: string) =>
  name.slice(Math.max(name.lastIndexOf(':'), name.lastIndexOf('@')) + 1);

/**
 * The package a footprint name stands for, by the naming rules of the CAD tools (KiCad's standard
 * library, IPC-7351, Eagle and Altium habits); null when the name follows none of them — a name is
 * never guessed at. Pure: the catalog's case-package table is consulted by the caller first.
 */
export function packageOfFootprint(footprint: string | null | undefined): ResolvedPackage | null {
  const name = withoutLibrary((footprint ?? '').trim()).trim();
  if (!name) return null;
  // A BOM repeats its footprints and description words thousands of times: answers are remembered.
  if (remembered.has(name)) return remembered.get(name) ?? null;
  if (remembered.size >= MEMO_LIMIT) remembered.clear();
  const found = resolveName(name);
  remembered.set(name, found);
  return found;
}

const MEMO_LIMIT = 20_000;
const remembered = new Map<string, ResolvedPackage | null>();

function resolveName(name: string): ResolvedPackage | null {
  const chipMatch = EDA_CHIP.exec(name);
  if (chipMatch) return chipOf(chipMatch[1] ?? '', false);
  for (const [pattern, resolve] of [...IPC, ...KICAD_SHAPES]) {
    const match = pattern.exec(name);
    if (match) {
      const found = resolve(match);
      if (found) return found;
    }
  }
  // KiCad prefixes outlines with the part kind: D_SOD-123, Q_SOT-23, U_SOIC-8 → the rest is the package.
  const unprefixed = name.replace(/^(?:D|Q|U|IC|LED)_(?=[A-Z])/i, '');
  for (const [pattern, resolve] of OUTLINES) {
    const match = pattern.exec(unprefixed);
    if (match) return resolve(match);
  }
  const family = FAMILY.exec(unprefixed);
  if (family) {
    const [, word = '', leads = ''] = family;
    const upper = word.toUpperCase();
    const style = LEADED_FAMILIES[upper] ?? 'SMD';
    const canonical = upper === 'PDIP' ? 'DIP' : upper === 'SO' ? 'SOIC' : upper;
    return { name: `${canonical}-${Number(leads)}`, mountingStyle: style, pins: Number(leads) };
  }
  return null;
}

/** Words of a description that can name a package: "resistor 10K 0603 1%" → …, "0603", … */
const descriptionWords = (text: string) => text.split(/[\s,;/()[\]]+/).filter((word) => word.length >= 4);

/**
 * A package named among the words of a description or value ("Resistor 10K 0603 1%", "LM358 SOIC-8"):
 * the first word that is a chip code or a package name by the rules above.
 */
export function packageInText(text: string | null | undefined): ResolvedPackage | null {
  for (const word of descriptionWords(text ?? '')) {
    // Every package name the rules know has a digit; values ("10k", "50V", "100nF", "1%") are not
    // packages, and a bare number is a chip size only when it is a four- or five-digit code.
    if (!/\d/.test(word) || (VALUE_LIKE.test(word) && !/^\d{4,5}$/.test(word))) continue;
    const found = packageOfFootprint(word);
    if (found && found.mountingStyle !== 'OTHER') return found;
  }
  return null;
}

/** A number with at most a short unit: 10k, 4K7, 50V, 100nF, 1%, 0.1uF, 16MHz. */
const VALUE_LIKE = /^[\d.,]+[a-zµΩ%]{0,3}\d*$/i;

const SAYS_THT = /^(?:THT|THD|TH|PTH|through[- ]?hole|thru[- ]?hole|bedrahtet|traversant)$/i;
const SAYS_SMD = /^(?:SMD|SMT|SMD\/SMT|surface[- ]?mount(?:ed)?|oberflächenmontage|CMS)$/i;

/**
 * The mounting style a remark states: a cell that is just "THT" / "SMD" (also SMT, through-hole), or
 * one of those as a word of a comment ("THT, hand soldered"). Null when it says neither or both.
 */
export function mountingStyleInText(text: string | null | undefined): 'SMD' | 'THT' | null {
  const words = (text ?? '').split(/[\s,;()]+/).filter(Boolean);
  const phrase = (text ?? '').trim();
  const tht = SAYS_THT.test(phrase) || words.some((word) => /^(?:THT|THD|PTH)$/i.test(word));
  const smdSaid = SAYS_SMD.test(phrase) || words.some((word) => /^(?:SMD|SMT)$/i.test(word));
  if (tht === smdSaid) return null;
  return tht ? 'THT' : 'SMD';
}
