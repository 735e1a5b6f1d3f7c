import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bomLines } from '../../db/schema.ts';
import { loadCasePackageIndex } from '../catalog/catalog-lookup.ts';
import { listPlacementPackages } from '../cpl/cpl.repository.ts';
import { listBomLines } from './bom.repository.ts';
import { resolvePackage } from './bom-classifier.ts';

/** Designator (upper case) → the package the placement file gives it. */
export type PlacementPackages = ReadonlyMap<string, string>;

/**
 * The package a BOM line's parts have in the placement file: the one most of its designators carry
 * (the first designator's on a tie); null when none of them is placed with a package.
 */
export function packageFromPlacements(
  designators: readonly string[],
  placements: PlacementPackages,
): string | null {
  const counts = new Map<string, number>();
  for (const designator of designators) {
    const name = placements.get(designator.trim().toUpperCase());
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [name, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = name;
  return best;
}

/** Lines without a package of their own get the placement file's (a BOM without a package column). */
export function withPlacementPackages<T extends { designators: string[]; package: string | null }>(
  lines: readonly T[],
  placements: PlacementPackages,
): T[] {
  if (placements.size === 0) return [...lines];
  return lines.map((line) =>
    line.package ? line : { ...line, package: packageFromPlacements(line.designators, placements) },
  );
}

/**
 * After a placement file arrives: the stored BOM lines without a package take it from the placements,
 * and with it their mounting style and pins where no one has set a style yet. One statement for all.
 */
export async function fillStoredPackagesFromPlacements(tx: Executor, projectId: number): Promise<void> {
  const placements = await listPlacementPackages(tx, projectId);
  if (placements.size === 0) return;
  const lines = (await listBomLines(tx, projectId)).filter((line) => !line.package);
  if (lines.length === 0) return;
  const casePackages = await loadCasePackageIndex(tx);
  const changes = lines.flatMap((line) => {
    const name = packageFromPlacements(line.designators, placements);
    if (!name) return [];
    const facts = resolvePackage(name, casePackages);
    return [
      {
        id: line.id,
        package: name,
        mounting_style: line.mountingStyle ?? facts?.mountingStyle ?? null,
        pins: line.pins ?? facts?.pins ?? null,
      },
    ];
  });
  if (changes.length === 0) return;
  await tx.execute(sql`
    update ${bomLines}
    set package = change.package, mounting_style = change.mounting_style, pins = change.pins, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
      as change(id int, package text, mounting_style text, pins int)
    where ${bomLines.id} = change.id`);
}
