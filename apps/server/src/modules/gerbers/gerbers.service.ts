import { randomUUID } from 'node:crypto';
import type { GerberAnalysis, GerberLayer, GerberUploadResponse } from '@boardhouse/shared/pcb/gerbers';
import type { AppContext } from '../../context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/errors.ts';
import { removeLeftover } from '../../storage/leftovers.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { isKeptByAnOrder } from '../orders/order-rework.repository.ts';
import type { PcbService } from '../pcb/pcb.service.ts';
import type { ProjectCopyPart, ProjectsService } from '../projects/projects.service.ts';
import type { BoardAnalysis } from './gerber-analysis.ts';
import { expandUpload, flattenNames, type ReceivedFile } from './gerber-archive.ts';
import { applyColours, type PreviewColours } from './gerber-colours.ts';
import { checkUploadedFiles } from './gerber-file-checks.ts';
import {
  copyUploadFolder,
  manifestKey,
  previewKey,
  readManifest,
  type Side,
  type StoredFile,
} from './gerber-files.ts';
import type { SourceFile } from './gerber-identify.ts';
import { GerberFileError } from './gerber-plot.ts';
import { analyseInWorker } from './gerber-runner.ts';
import {
  claimPendingGerberJob,
  findGerberUploadByJob,
  findNewestGerberUpload,
  type GerberUploadRow,
  listPendingGerberJobs,
  replaceGerberUploads,
  updateGerberUpload,
  updatePendingProgress,
} from './gerbers.repository.ts';

export const GERBER_JOB = 'gerber-analysis';
/** A user's layer correction: measured and drawn again through the same queue as uploads. */
export const GERBER_LAYERS_JOB = 'gerber-layers';

/** Analyses of one project queue behind each other, whether uploads or layer corrections. */
const projectJobKey = (projectId: number) => `gerbers:project:${projectId}`;

interface LayerCorrection {
  jobId: string;
  layers: GerberLayer[];
}

type StoredResult = Omit<BoardAnalysis, 'svg'>;

const notFound = () => new AppError('NOT_FOUND', 'No Gerber files have been uploaded for this project yet');
const storageName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^[._-]+/, '');

/**
 * Gerber uploads of a project: checked and stored at once, analysed by a job in a worker thread, read
 * back with the previews. Files live under `projects/{id}/gerbers/{jobId}/`; a refused upload leaves
 * nothing behind, a failed analysis keeps only its row (with the reason).
 */
export class GerbersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly pcb: PcbService,
    private readonly queue: JobQueue,
  ) {
    queue.work<{ jobId: string }>(GERBER_JOB, ({ jobId }) => this.runJob(jobId));
    queue.work<LayerCorrection, StoredResult>(GERBER_LAYERS_JOB, (job) => this.runLayerCorrection(job));
  }

  /** Re-sends the jobs a stopped server left pending (the in-process queue keeps nothing). */
  async resumePending(): Promise<void> {
    for (const { jobId, projectId } of await listPendingGerberJobs(this.ctx.db))
      await this.queue.send(GERBER_JOB, { jobId }, { key: projectJobKey(projectId) });
  }

  /**
   * With several processes on one database, an analysis whose process stopped mid-way is taken up by
   * another once its claim runs out, without waiting for a restart. Answers the function that stops it.
   */
  resumePendingEvery(intervalMs: number): () => void {
    const timer = setInterval(() => {
      this.resumePending().catch((error: unknown) =>
        this.ctx.log.warn({ err: error }, 'could not look for abandoned Gerber analyses'),
      );
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** `receive` reads the request's files; it is called only once the caller may change the project. */
  async upload(
    caller: AccessClaims,
    key: string,
    receive: () => Promise<ReceivedFile[]>,
  ): Promise<GerberUploadResponse> {
    const project = await this.projects.getForEdit(caller, key, { revisingFiles: true });
    const files = flattenNames(await expandUpload(await receive()));
    const sources = files.map((file) => ({ name: file.name, text: file.data.toString('latin1') }));
    checkUploadedFiles(sources);
    const jobId = randomUUID();
    const storageKey = `projects/${project.id}/gerbers/${jobId}`;
    let replaced: string[];
    try {
      const stored: StoredFile[] = [];
      for (const [index, file] of files.entries()) {
        const fileKey = `${storageKey}/files/${index}-${storageName(file.name) || 'file'}`;
        await this.ctx.storage.put(fileKey, file.data);
        stored.push({ name: file.name, key: fileKey });
      }
      await this.ctx.storage.put(manifestKey(storageKey), Buffer.from(JSON.stringify(stored)));
      replaced = await this.ctx.db.transaction((tx) =>
        replaceGerberUploads(tx, {
          jobId,
          projectId: project.id,
          status: 'pending',
          storageKey,
          fileCount: files.length,
          sizeBytes: files.reduce((sum, file) => sum + file.data.length, 0),
          uploadedBy: caller.userId,
        }),
      );
    } catch (error) {
      await this.removeUploadFolder(storageKey);
      throw error;
    }
    await this.queue.send(GERBER_JOB, { jobId }, { key: projectJobKey(project.id) });
    // The earlier uploads' files would otherwise stay on disk for good, unseen; an order's are kept (what
    // was ordered, or sent for review after staff asked for changes).
    for (const folder of replaced) {
      if (!(await isKeptByAnOrder(this.ctx.db, project.id, folder))) await this.removeUploadFolder(folder);
    }
    return { jobId, status: 'pending' };
  }

  async get(caller: AccessClaims, key: string): Promise<GerberAnalysis> {
    const project = await this.projects.get(caller, key);
    const row = await findNewestGerberUpload(this.ctx.db, project.id);
    if (!row) throw notFound();
    return this.toAnalysis(row, key);
  }

  /**
   * The user's layer types replace the detected ones; the board is measured and drawn again by a job of
   * the project's queue (after any analysis of the project still running), and the answer waits for it.
   */
  async updateLayers(caller: AccessClaims, key: string, layers: GerberLayer[]): Promise<GerberAnalysis> {
    const project = await this.projects.getForEdit(caller, key);
    const row = await findNewestGerberUpload(this.ctx.db, project.id);
    if (!row) throw notFound();
    if (row.status !== 'done') {
      throw AppError.validation(
        { layers: 'The files are still being analysed or could not be read' },
        'The layers can be changed once the analysis is done',
      );
    }
    const known = new Set((await this.readManifest(row.storageKey)).map((file) => file.name));
    layers.forEach((layer, index) => {
      if (!known.has(layer.fileName)) {
        throw AppError.validation({
          [`layers.${index}.fileName`]: `“${layer.fileName}” is not part of the upload`,
        });
      }
    });
    const correction: LayerCorrection = { jobId: row.jobId, layers };
    const result = await this.queue.sendAndWait<LayerCorrection, StoredResult>(
      GERBER_LAYERS_JOB,
      correction,
      {
        key: projectJobKey(project.id),
      },
    );
    return this.toAnalysis({ ...row, status: 'done', result }, key);
  }

  /** The stored picture of one side in the colours of the project's PCB spec (or the query's). */
  async preview(
    caller: AccessClaims,
    key: string,
    side: Side,
    colours: Partial<PreviewColours>,
  ): Promise<string> {
    const project = await this.projects.get(caller, key);
    const row = await findNewestGerberUpload(this.ctx.db, project.id);
    if (row?.status !== 'done') throw new AppError('NOT_FOUND', 'No preview of this board is ready yet');
    const spec = await this.pcb.get(caller, key);
    const svg = await this.ctx.storage.get(previewKey(row, side));
    return applyColours(svg.toString('utf8'), {
      mask: colours.mask ?? spec.solderMaskColor,
      silk: colours.silk ?? spec.silkscreenColor,
      finish: spec.surfaceFinish,
    });
  }

  /**
   * The Gerbers' share of a project copy: the newest upload's files and previews copied into the copy's
   * own folder (never shared by key, so deleting either project leaves the other's files whole), and its
   * row with the analysis and the user's layer corrections. An upload still being analysed is analysed
   * again for the copy once it exists; a failed one kept no files, only its row and reason.
   */
  copyPart(): ProjectCopyPart {
    return {
      prepare: async (sourceId, targetId) => {
        const source = await findNewestGerberUpload(this.ctx.db, sourceId);
        if (!source) return null;
        const jobId = randomUUID();
        const storageKey = `projects/${targetId}/gerbers/${jobId}`;
        const isPending = source.status === 'pending';
        if (source.status !== 'failed') {
          try {
            await copyUploadFolder(this.ctx.storage, source.storageKey, storageKey, !isPending);
          } catch (error) {
            await this.removeUploadFolder(storageKey);
            throw error;
          }
        }
        return {
          write: async (tx) => {
            await replaceGerberUploads(tx, {
              jobId,
              projectId: targetId,
              status: source.status,
              progress: isPending ? 0 : source.progress,
              error: source.error,
              storageKey,
              fileCount: source.fileCount,
              sizeBytes: source.sizeBytes,
              layerOverrides: source.layerOverrides,
              result: isPending ? null : source.result,
              uploadedBy: source.uploadedBy,
            });
          },
          discard: () => this.removeUploadFolder(storageKey),
          ...(isPending && {
            afterCommit: () => this.queue.send(GERBER_JOB, { jobId }, { key: projectJobKey(targetId) }),
          }),
        };
      },
    };
  }

  private async runJob(jobId: string): Promise<void> {
    // Done already (a re-sent job), gone with its project, or being analysed by another process.
    const row = await claimPendingGerberJob(this.ctx.db, jobId);
    if (!row) return;
    try {
      await updatePendingProgress(this.ctx.db, jobId, 10);
      const sources = await this.readSources(row.storageKey);
      await updatePendingProgress(this.ctx.db, jobId, 30);
      const overrides = (row.layerOverrides as GerberLayer[] | null) ?? null;
      const analysis = await this.analyse(sources, overrides);
      // A newer upload may have replaced this one (and removed its folder) while it was analysed.
      if ((await findGerberUploadByJob(this.ctx.db, jobId))?.status !== 'pending') return;
      await this.storeResult(row, analysis, overrides);
    } catch (error) {
      const message =
        error instanceof GerberFileError
          ? error.message
          : 'The files could not be analysed: please try again';
      if (!(error instanceof GerberFileError))
        this.ctx.log.error({ err: error, jobId }, 'Gerber analysis failed');
      // The files are of no use without an analysis: only the row and its reason stay. They go first,
      // so whoever sees 'failed' finds nothing left on disk.
      await this.removeUploadFolder(row.storageKey);
      await updateGerberUpload(this.ctx.db, jobId, { status: 'failed', error: message, result: null });
    }
  }

  /** One layer correction, run by the queue; a file the corrected layers cannot be read as is a 400. */
  private async runLayerCorrection({ jobId, layers }: LayerCorrection): Promise<StoredResult> {
    const row = await findGerberUploadByJob(this.ctx.db, jobId);
    // A newer upload replaced this one while the correction waited its turn.
    if (row?.status !== 'done') {
      throw AppError.validation(
        { layers: 'The files were replaced by a newer upload' },
        'The layers can be changed once the analysis of the new upload is done',
      );
    }
    try {
      const analysis = await this.analyse(await this.readSources(row.storageKey), layers);
      await this.storeResult(row, analysis, layers);
      return withoutSvg(analysis);
    } catch (error) {
      if (error instanceof GerberFileError)
        throw AppError.validation({ layers: error.message }, error.message);
      throw error;
    }
  }

  private analyse(sources: SourceFile[], overrides: readonly GerberLayer[] | null): Promise<BoardAnalysis> {
    return analyseInWorker(sources, overrides);
  }

  /** Previews first, then the row: a row marked done always has its pictures. */
  private async storeResult(row: GerberUploadRow, analysis: BoardAnalysis, overrides: GerberLayer[] | null) {
    await this.ctx.storage.put(previewKey(row, 'top'), Buffer.from(analysis.svg.top));
    await this.ctx.storage.put(previewKey(row, 'bottom'), Buffer.from(analysis.svg.bottom));
    await updateGerberUpload(this.ctx.db, row.jobId, {
      status: 'done',
      progress: 100,
      error: null,
      result: withoutSvg(analysis),
      layerOverrides: overrides,
    });
  }

  private removeUploadFolder(storageKey: string): Promise<void> {
    return removeLeftover(this.ctx.storage, this.ctx.log, storageKey, 'a Gerber upload’s files', {
      folder: true,
    });
  }

  private readManifest(storageKey: string): Promise<StoredFile[]> {
    return readManifest(this.ctx.storage, storageKey);
  }

  private async readSources(storageKey: string): Promise<SourceFile[]> {
    const stored = await this.readManifest(storageKey);
    return Promise.all(
      stored.map(async ({ name, key }) => ({
        name,
        text: (await this.ctx.storage.get(key)).toString('latin1'),
      })),
    );
  }

  private toAnalysis(
    row: Pick<GerberUploadRow, 'status' | 'progress' | 'error' | 'result'>,
    key: string,
  ): GerberAnalysis {
    const empty = {
      layers: [],
      outline: null,
      copperLayers: 0,
      drill: null,
      minTraceMm: null,
      previews: null,
      warnings: [],
    };
    if (row.status === 'pending') return { ...empty, status: 'pending', progress: row.progress };
    if (row.status === 'failed')
      return { ...empty, status: 'failed', error: row.error ?? 'The analysis failed' };
    const base = `/rest/project/pcb/${encodeURIComponent(key)}/gerbers/preview`;
    return {
      ...(row.result as StoredResult),
      status: 'done',
      previews: { top: `${base}/top.svg`, bottom: `${base}/bottom.svg` },
    };
  }
}

function withoutSvg(analysis: BoardAnalysis): StoredResult {
  const { svg: _svg, ...rest } = analysis;
  return rest;
}
