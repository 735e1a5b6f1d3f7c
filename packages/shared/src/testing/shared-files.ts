import path from 'node:path';

/**
 * The project's shared material (spec, real Gerber and BOM fixtures) sits beside the repository in
 * `../shared`; SHARED_DIR points elsewhere when a checkout lives apart from it. Tests, browser
 * journeys and benchmarks find their files through here only.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const SHARED_DIR = path.resolve(process.env.SHARED_DIR ?? path.join(repoRoot, '../shared'));

/** A path below the shared folder, e.g. `sharedPath('fixtures/boards/arduino-uno')`. */
export const sharedPath = (...parts: string[]): string => path.join(SHARED_DIR, ...parts);
