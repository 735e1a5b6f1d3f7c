/** Mounting styles of a component or case package. */
export const MOUNTING_STYLES = ['SMD', 'THT', 'OTHER'] as const;
export type MountingStyle = (typeof MOUNTING_STYLES)[number];

/**
 * A manufacturer part number as matching sees it: upper case, without spaces, so "lm358 dr" and
 * "LM358DR" meet. Dashes, dots and slashes stay: they tell parts apart ("RC0603FR-0710KL").
 */
export function normaliseMpn(mpn: string): string {
  return mpn.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/**
 * A package or case name as matching sees it: upper case without spaces, dashes, underscores or dots,
 * so "SOT-23", "sot23" and "SOT_23" meet. KiCad footprint names keep only the part after the library
 * ("Resistor_SMD:R_0603_1608Metric" → "R06031608METRIC").
 */
export function normalisePackage(name: string): string {
  const afterLibrary = name.includes(':') ? name.slice(name.lastIndexOf(':') + 1) : name;
  return afterLibrary
    .normalize('NFKC')
    .replace(/[\s._-]+/g, '')
    .toUpperCase();
}

/** A manufacturer name as alias matching sees it: lower case, letters and digits only. */
export function normaliseManufacturer(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
