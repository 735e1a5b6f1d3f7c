import { BOM_FIELDS, DEFAULT_BOM_SYNONYMS, normaliseHeading } from '@boardhouse/shared/bom/columns';
import { normaliseMpn, normalisePackage } from '@boardhouse/shared/catalog/normalise';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { casePackages, manufacturers, mpnAliases, mpnData, projects, wordMappings } from '../../db/schema.ts';

/** Shared by the BOM route tests: users, projects, multipart bodies and the catalog rows they rely on. */

export async function newProject(
  t: TestApp,
  headers: Record<string, string>,
  name?: string,
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/rest/project/new',
    headers,
    payload: name ? { name } : {},
  });
  return response.json().projectId;
}

export function uploadBom(
  t: TestApp,
  headers: Record<string, string>,
  projectId: string,
  fileName: string,
  data: Buffer | string,
) {
  const body = multipart(fileName, data);
  return t.app.inject({
    method: 'POST',
    url: `/rest/project/bomFileUpload/${projectId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function projectRow(t: TestApp, key: string) {
  const [row] = await t.ctx.db.select().from(projects).where(eq(projects.projectKey, key));
  if (!row) throw new Error(`no project ${key}`);
  return row;
}

/**
 * The catalog rows the tests assert against. Words are the default synonyms (the seed may have put them
 * there already); packages, manufacturer and parts use names no seed has, so the expectations hold.
 */
export async function seedTestCatalog(t: TestApp) {
  const db = t.ctx.db;
  await db
    .insert(wordMappings)
    .values(
      BOM_FIELDS.flatMap((field) =>
        DEFAULT_BOM_SYNONYMS[field].map((word) => ({
          kind: 'bom' as const,
          word,
          normalisedWord: normaliseHeading(word),
          field,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(casePackages)
    .values([
      { name: 'BHTEST-SMD2', normalisedName: normalisePackage('BHTEST-SMD2'), mountingStyle: 'SMD', pins: 2 },
      { name: 'BHTEST-THT4', normalisedName: normalisePackage('BHTEST-THT4'), mountingStyle: 'THT', pins: 4 },
    ])
    .onConflictDoNothing();
  await db
    .insert(manufacturers)
    .values({ name: 'Acme Test Devices', aliases: ['ATD', 'Acme TD'] })
    .onConflictDoNothing();
  const part = (mpn: string, mountingStyle: 'SMD' | 'THT') => ({
    mpn,
    normalisedMpn: normaliseMpn(mpn),
    manufacturer: 'Acme Test Devices',
    mountingStyle,
  });
  const records = await db
    .insert(mpnData)
    .values([part('BHT-RES-10K', 'SMD'), part('BHT-CAP-100N', 'SMD'), part('BHT-CONN-4', 'THT')])
    .onConflictDoNothing()
    .returning();
  const connector = records.find((record) => record.mpn === 'BHT-CONN-4');
  if (connector) {
    await db
      .insert(mpnAliases)
      .values({
        alias: 'BHT-CONN-4-ALIAS',
        normalisedAlias: normaliseMpn('BHT-CONN-4-ALIAS'),
        mpnDataId: connector.id,
      })
      .onConflictDoNothing();
  }
}

/**
 * A German-headed BOM under two title rows. Worked out by hand: 7 lines, line 1 = 5 designators,
 * line 2 quantity 3 against 2 designators, line 4 unknown, line 5 DNP (value "DNP"), lines 1 and 6 share
 * an MPN, line 7 matches through an alias and has quantity 2 against 1 designator.
 */
export const TEST_BOM_CSV = [
  'Bill of materials — test board rev A',
  'Exported 2026-11-22',
  '',
  'Ref,Menge,MPN,Hersteller,Gehäuse,Wert,Beschreibung',
  '"R1-R4, R7",5,BHT-RES-10K,ATD,BHTEST-SMD2,10kΩ,resistor',
  'C1 C2,3,BHT-CAP-100N,Acme Test Devices,BHTEST-SMD2,"1,5µF",capacitor',
  'J1,1,BHT-CONN-4,Acme Test Devices,BHTEST-THT4,,header',
  'U1,1,BHT-UNKNOWN-1,,BHTEST-SMD2,,mystery part',
  'R8,1,BHT-RES-10K,ATD,BHTEST-SMD2,DNP,',
  'R9,"1,0",BHT-RES-10K,ATD,BHTEST-SMD2,10k,',
  'J2,2,BHT-CONN-4-ALIAS,,BHTEST-THT4,,',
  ',,,,,,',
  ',,,,,,',
  '',
].join('\r\n');
