import { readFile } from 'node:fs/promises';
import type { GerberAnalysis } from '@boardhouse/shared/pcb/gerbers';
import { measuredValues } from '@boardhouse/shared/pcb/measured-values';
import type { AccessClaims } from '../auth/access-tokens.ts';
import type { BomService } from '../bom/bom.service.ts';
import type { CplService } from '../cpl/cpl.service.ts';
import type { GerbersService } from '../gerbers/gerbers.service.ts';
import type { PcbService } from '../pcb/pcb.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';

/** The services a customer's uploads go through; the example project is made with the same ones. */
export interface ExampleProjectServices {
  projects: ProjectsService;
  bom: BomService;
  cpl: CplService;
  gerbers: GerbersService;
  pcb: PcbService;
}

export const EXAMPLE_PROJECT_NAME = 'Sangaboard v0.4 (example)';

/** The Sangaboard's files ship with the server (see demo-project/SOURCE.md for origin and licence). */
const file = (name: string) => readFile(new URL(`./demo-project/${name}`, import.meta.url));

/** The analysis runs as a background job; the seed waits for it like the PCB page polls. */
const ANALYSIS_WAIT_MS = 120_000;

async function analysedGerbers(gerbers: GerbersService, caller: AccessClaims, key: string) {
  const deadline = Date.now() + ANALYSIS_WAIT_MS;
  for (;;) {
    const analysis: GerberAnalysis = await gerbers.get(caller, key);
    if (analysis.status === 'done') return analysis;
    if (analysis.status === 'failed') throw new Error(`the example Gerbers failed: ${analysis.error}`);
    if (Date.now() > deadline) throw new Error('the example Gerbers were not analysed in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A complete project for the demo customer, so a newcomer sees every step filled in: the Sangaboard
 * v0.4 with its BOM, placement file and Gerbers (analysed), and the PCB spec taken from the analysis
 * as "Use these values" takes it. Returns the project's key.
 */
export async function seedExampleProject(
  services: ExampleProjectServices,
  owner: { id: number; roles: AccessClaims['roles'] },
): Promise<string> {
  // The services only read who is asking; the claims of a sign-in that never happened are enough.
  const caller: AccessClaims = {
    userId: owner.id,
    roles: owner.roles,
    jti: 'demo-seed',
    familyId: 'demo-seed',
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const { projectKey: key } = await services.projects.create(caller, EXAMPLE_PROJECT_NAME);
  const bom = await file('sangaboard-v0.4-bom.csv');
  await services.bom.upload(caller, key, async () => ({
    fileName: 'sangaboard-v0.4-bom.csv',
    data: bom,
    contentType: 'text/csv',
  }));
  const positions = await file('sangaboard-v0.4-positions.csv');
  await services.cpl.upload(caller, key, async () => ({
    fileName: 'sangaboard-v0.4-positions.csv',
    data: positions,
  }));
  const gerberZip = await file('sangaboard-v0.4-gerbers.zip');
  await services.gerbers.upload(caller, key, async () => [
    { name: 'sangaboard-v0.4-gerbers.zip', data: gerberZip },
  ]);
  const analysis = await analysedGerbers(services.gerbers, caller, key);
  await services.pcb.save(caller, key, measuredValues(analysis));
  return key;
}
