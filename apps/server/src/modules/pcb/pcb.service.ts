import type { FieldErrors } from '@boardhouse/shared/errors';
import { deliveredSize } from '@boardhouse/shared/pcb/delivered-size';
import type { PcbDimension, PcbDimensionsResponse, PcbSpecResponse } from '@boardhouse/shared/pcb/pcb-api';
import {
  checkPcbDimensions,
  checkPcbSpec,
  isPcbOrderable,
  type MeasuredBoard,
} from '@boardhouse/shared/pcb/pcb-check';
import {
  PCB_QUANTITY_MAX,
  type PcbCheckResponse,
  type PcbFinding,
  type PcbSpec,
  type PcbSpecInput,
} from '@boardhouse/shared/pcb/pcb-spec';
import { HOUSE_DEFAULT_PCB_SPEC, HOUSE_PCB_DIMENSIONS } from '@boardhouse/shared/pcb/presets';
import { DEFAULT_PARAMETER_VALUES } from '@boardhouse/shared/quotes/pricing-parameters';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { findNewestGerberUpload } from '../gerbers/gerbers.repository.ts';
import type { ProjectCopyPart, ProjectsService } from '../projects/projects.service.ts';
import { panelFitProblem } from '../quotes/pricing/board-pricing.ts';
import { listParameterValues } from '../quotes/pricing-settings.repository.ts';
import {
  copyPcbSpec,
  findPcbDefaults,
  findPcbSpec,
  listPcbDimensions,
  replacePcbDimensions,
  seedPcbDefaults,
  seedPcbDimensions,
  updatePcbDefaults,
  upsertPcbSpec,
} from './pcb.repository.ts';
import { PCB_OPTIONS } from './pcb-options.ts';

/** Puts the house defaults and ranges in place on a fresh database; an administrator's values stay. */
export async function seedPcbData(db: Database): Promise<void> {
  await seedPcbDefaults(db, HOUSE_DEFAULT_PCB_SPEC);
  await seedPcbDimensions(db, HOUSE_PCB_DIMENSIONS);
}

/** 400 with one message per field for values outside the administrator's ranges. */
function rejectOutOfRange(spec: PcbSpec, dimensions: readonly PcbDimension[]): void {
  const findings = checkPcbDimensions(spec, dimensions);
  if (findings.length === 0) return;
  const fields: FieldErrors = Object.fromEntries(findings.map((finding) => [finding.field, finding.message]));
  throw AppError.validation(fields, findings[0]?.message);
}

/**
 * A project's bare-board specification, the administrator's defaults and ranges, and the manufacturing
 * check. Fields a client leaves out of a save take the defaults; fields left out of a check keep the
 * stored spec's values.
 */
export class PcbService {
  /** Told after a customer's spec is saved and committed (the basket prices the selection again). */
  private readonly specSavedListeners: ((projectId: number) => Promise<unknown>)[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {}

  /** Built before the offers exist, so those that follow a saved spec sign up here. */
  onSpecSaved(listener: (projectId: number) => Promise<unknown>): void {
    this.specSavedListeners.push(listener);
  }

  /** The administrator's defaults (the house defaults until the seed has run). */
  async defaults(): Promise<PcbSpec> {
    return (await findPcbDefaults(this.ctx.db)) ?? HOUSE_DEFAULT_PCB_SPEC;
  }

  async dimensions(): Promise<PcbDimensionsResponse> {
    return { dimensions: await listPcbDimensions(this.ctx.db), options: PCB_OPTIONS };
  }

  async get(caller: AccessClaims, key: string): Promise<PcbSpecResponse> {
    const project = await this.projects.get(caller, key);
    const saved = await findPcbSpec(this.ctx.db, project.id);
    if (saved) return { ...saved, saved: true };
    return { ...(await this.unsavedSpec(project.intendedQuantity)), saved: false };
  }

  /**
   * What a project without a saved spec starts from: the defaults, with the project's intended quantity
   * when it has one the administrators' ranges allow (the two stay one quantity until changed apart).
   */
  private async unsavedSpec(intendedQuantity: number | null): Promise<PcbSpec> {
    const defaults = await this.defaults();
    if (intendedQuantity === null || intendedQuantity > PCB_QUANTITY_MAX) return defaults;
    const spec = { ...defaults, quantity: intendedQuantity };
    const findings = checkPcbDimensions(spec, await listPcbDimensions(this.ctx.db));
    return findings.some((finding) => finding.field === 'quantity') ? defaults : spec;
  }

  async save(caller: AccessClaims, key: string, input: PcbSpecInput): Promise<PcbSpecResponse> {
    const project = await this.projects.getForEdit(caller, key);
    const spec = await this.completeSpec(input);
    await this.ctx.db.transaction((tx) => this.saveWithin(tx, project.id, spec, caller.userId));
    for (const listener of this.specSavedListeners) await listener(project.id);
    return { ...spec, saved: true };
  }

  /** `input` over the defaults, refused field by field where it leaves the administrators' ranges. */
  async completeSpec(input: PcbSpecInput): Promise<PcbSpec> {
    const spec = await this.withDefaults(input);
    rejectOutOfRange(spec, await listPcbDimensions(this.ctx.db));
    return spec;
  }

  /**
   * Stores a complete spec for a project inside the caller's transaction; the project is then specified,
   * and its intended quantity follows the spec's quantity (ProjectsService.followPcbQuantity).
   */
  async saveWithin(tx: Executor, projectId: number, spec: PcbSpec, userId: number): Promise<void> {
    const previous = await findPcbSpec(tx, projectId);
    await upsertPcbSpec(tx, projectId, spec, userId);
    await this.projects.markPcbSpecified(tx, projectId);
    await this.projects.followPcbQuantity(tx, projectId, previous?.quantity ?? null, spec.quantity);
  }

  /**
   * The findings of the project's stored spec (the defaults until one is saved) with the fields `input`
   * gives laid over it: a client checking one changed field sees what saving that field would give.
   */
  async check(caller: AccessClaims, key: string, input?: PcbSpecInput | null): Promise<PcbCheckResponse> {
    const project = await this.projects.get(caller, key);
    const stored =
      (await findPcbSpec(this.ctx.db, project.id)) ?? (await this.unsavedSpec(project.intendedQuantity));
    const spec: PcbSpec = { ...stored, ...input };
    const findings = checkPcbSpec(
      spec,
      await listPcbDimensions(this.ctx.db),
      await this.measuredBoard(project.id),
    );
    const fit = await this.panelFitFinding(spec);
    if (fit) findings.push(fit);
    return { ok: isPcbOrderable(findings), findings };
  }

  /**
   * A board (or customer panel) that fits no production panel either way round cannot be made: the
   * offers say so in every cell, and the check says so before the customer gets there.
   */
  private async panelFitFinding(spec: PcbSpec): Promise<PcbFinding | null> {
    const parameters: Record<string, number> = Object.fromEntries(DEFAULT_PARAMETER_VALUES);
    for (const row of await listParameterValues(this.ctx.db)) {
      if (row.key in parameters) parameters[row.key] = row.value;
    }
    const problem = panelFitProblem(deliveredSize(spec), parameters);
    return problem
      ? { field: 'widthMm', severity: 'error', code: 'PCB.NO_PANEL_FIT', message: problem }
      : null;
  }

  /** The outline of the project's analysed Gerbers, for the check to compare the spec with. */
  private async measuredBoard(projectId: number): Promise<MeasuredBoard | null> {
    const upload = await findNewestGerberUpload(this.ctx.db, projectId);
    if (upload?.status !== 'done') return null;
    const result = upload.result as { outline?: MeasuredBoard['outline'] } | null;
    return { outline: result?.outline ?? null };
  }

  /** The defaults must themselves fit the ranges, or every project that keeps them could not be saved. */
  async updateDefaults(caller: AccessClaims, spec: PcbSpec): Promise<PcbSpec> {
    rejectOutOfRange(spec, await listPcbDimensions(this.ctx.db));
    await updatePcbDefaults(this.ctx.db, spec, caller.userId);
    return spec;
  }

  async updateDimensions(
    caller: AccessClaims,
    dimensions: readonly PcbDimension[],
  ): Promise<PcbDimensionsResponse> {
    const seen = new Set<string>();
    dimensions.forEach(({ field }, index) => {
      if (seen.has(field)) {
        throw AppError.validation({ [`dimensions.${index}.field`]: `${field} is listed twice` });
      }
      seen.add(field);
    });
    await this.ctx.db.transaction((tx) => replacePcbDimensions(tx, dimensions, caller.userId));
    return this.dimensions();
  }

  /** A project copy carries the saved spec and its status. */
  copyPart(): ProjectCopyPart {
    return {
      // No files to copy: the row is read and written inside the copy's transaction, so a spec saved
      // while the copy is prepared is not missed.
      prepare: async (sourceId, targetId) => ({
        write: async (tx) => {
          if (await copyPcbSpec(tx, sourceId, targetId)) await this.projects.markPcbSpecified(tx, targetId);
        },
        discard: async () => {},
      }),
    };
  }

  private async withDefaults(input: PcbSpecInput): Promise<PcbSpec> {
    return { ...(await this.defaults()), ...input };
  }
}
