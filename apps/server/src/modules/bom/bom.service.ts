import { randomBytes } from 'node:crypto';
import type { BomResponse, BomSheetRequest } from '@boardhouse/shared/bom/bom-api';
import type { AppContext } from '../../context.ts';
import { sanitiseFileName } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import { removeLeftover } from '../../storage/leftovers.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { listPlacementPackages } from '../cpl/cpl.repository.ts';
import { isKeptByAnOrder } from '../orders/order-rework.repository.ts';
import type { ProjectCopyPart, ProjectsService } from '../projects/projects.service.ts';
import { toApiMapping, toBomResponse } from './bom.mapper.ts';
import {
  type BomFileRow,
  copyBom,
  deleteBom,
  findBomFile,
  listBomLines,
  lockProject,
  replaceBomLines,
  saveBomFile,
  updateBomFileLayout,
} from './bom.repository.ts';
import { type BomSource, extensionOf, FILE_MESSAGES, fileError } from './bom-file-reader.ts';
import { headersOf } from './bom-parser.ts';
import { type BomReading, readBom } from './bom-reading.ts';
import type { NewBomLines } from './new-bom-lines.ts';
import { openBomFileInPool } from './spreadsheet-pool.ts';

export interface UploadedFile {
  fileName: string;
  contentType: string | null;
  data: Buffer;
}

/** Where the time of an upload went, for the Server-Timing header (and the budget in bench/). */
export interface UploadTimings {
  parse: number;
  match: number;
  save: number;
}

const HEADER_CACHE_SIZE = 1000;
const headerCacheKey = (storageKey: string, sheet: string | null, headerRow: number | null) =>
  `${storageKey}\n${sheet ?? ''}\n${headerRow ?? 0}`;

export const bomNotFound = () =>
  new AppError('BOM.NOT_FOUND', 'No BOM has been uploaded for this project yet');

/**
 * A project's BOM file: upload (read, classify, match, store), read back, re-read with another sheet
 * or mapping, delete, and carry over into project copies. The original file stays in storage so it can
 * be re-read; files are written before and removed after the transaction, never inside it.
 */
export class BomService {
  private readonly headerCache = new Map<string, string[]>();

  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly newLines: NewBomLines,
  ) {}

  async get(caller: AccessClaims, key: string): Promise<BomResponse> {
    const project = await this.projects.get(caller, key);
    const file = await findBomFile(this.ctx.db, project.id);
    if (!file) throw bomNotFound();
    const [lines, headers] = await Promise.all([
      listBomLines(this.ctx.db, project.id),
      this.readHeaders(file),
    ]);
    return toBomResponse(file, lines, headers);
  }

  /** `receive` reads the request's file; it is called only once the caller may change the project. */
  async upload(
    caller: AccessClaims,
    key: string,
    receive: () => Promise<UploadedFile>,
  ): Promise<{ bom: BomResponse; timings: UploadTimings }> {
    const project = await this.projects.getForEdit(caller, key, { revisingFiles: true });
    const upload = await receive();
    const fileName = sanitiseFileName(upload.fileName, 'bom');
    const extension = extensionOf(fileName);
    if (!extension) throw fileError(FILE_MESSAGES.extension);
    const started = performance.now();
    const source = await openBomFileInPool(fileName, upload.data);
    const opened = performance.now() - started;
    const reading = await readBom(this.ctx.db, source, {
      placementPackages: await listPlacementPackages(this.ctx.db, project.id),
    });
    const saveStarted = performance.now();
    const storageKey = `projects/${project.id}/bom/${randomBytes(12).toString('hex')}${extension}`;
    await this.ctx.storage.put(storageKey, upload.data);
    let previous: BomFileRow | undefined;
    try {
      previous = await this.ctx.db.transaction(async (tx) => {
        await lockProject(tx, project.id);
        const before = await findBomFile(tx, project.id);
        await saveBomFile(tx, {
          projectId: project.id,
          fileName,
          storageKey,
          contentType: upload.contentType,
          sizeBytes: upload.data.length,
          uploadedBy: caller.userId,
          ...this.fileFacts(reading),
        });
        await replaceBomLines(tx, project.id, reading.lines);
        await this.projects.markBomUploaded(tx, project.id);
        await this.newLines.request(tx, project.id);
        return before;
      });
    } catch (error) {
      await this.removeFile(storageKey);
      throw error;
    }
    await this.newLines.afterCommit(project.id, project.projectKey);
    // The file an order names (what was ordered, or sent for review) stays: the order's snapshot reads it.
    const replacedKey = previous && previous.storageKey !== storageKey ? previous.storageKey : null;
    if (replacedKey && !(await isKeptByAnOrder(this.ctx.db, project.id, replacedKey)))
      await this.removeFile(replacedKey);
    const { headerRow, headers } = reading.layout;
    this.rememberHeaders(headerCacheKey(storageKey, reading.sheet, headerRow), headers);
    return {
      bom: toBomResponse({ fileName, ...this.fileFacts(reading) }, reading.lines, reading.layout.headers),
      timings: {
        parse: opened + reading.timings.parse,
        match: reading.timings.match,
        save: performance.now() - saveStarted,
      },
    };
  }

  /** Reads the stored file again with another sheet and/or a corrected mapping; replaces the lines. */
  async reread(caller: AccessClaims, request: BomSheetRequest): Promise<BomResponse> {
    // Part of uploading a BOM (another sheet or column mapping): open when uploads are.
    const project = await this.projects.getForEdit(caller, request.projectId, { revisingFiles: true });
    const file = await findBomFile(this.ctx.db, project.id);
    if (!file) throw bomNotFound();
    const reading = await readBom(this.ctx.db, await this.openStored(file), {
      ...(request.sheet === undefined ? {} : { sheet: request.sheet }),
      ...(request.mapping === undefined ? {} : { mapping: request.mapping }),
      previous: { sheet: file.sheet, headerRow: file.headerRow, mapping: toApiMapping(file.mapping) },
      placementPackages: await listPlacementPackages(this.ctx.db, project.id),
    });
    await this.ctx.db.transaction(async (tx) => {
      await lockProject(tx, project.id);
      await updateBomFileLayout(tx, project.id, this.fileFacts(reading));
      await replaceBomLines(tx, project.id, reading.lines);
      await this.newLines.request(tx, project.id);
    });
    await this.newLines.afterCommit(project.id, project.projectKey);
    const { headerRow, headers } = reading.layout;
    this.rememberHeaders(headerCacheKey(file.storageKey, reading.sheet, headerRow), headers);
    return toBomResponse({ ...file, ...this.fileFacts(reading) }, reading.lines, headers);
  }

  /** Removes lines and file row in one transaction, then the stored file; the project is a draft again. */
  async delete(caller: AccessClaims, key: string): Promise<void> {
    const project = await this.projects.getForEdit(caller, key);
    const removed = await this.ctx.db.transaction(async (tx) => {
      await lockProject(tx, project.id);
      const file = await deleteBom(tx, project.id);
      if (file) await this.projects.markBomRemoved(tx, project.id);
      return file;
    });
    if (!removed) throw bomNotFound();
    await this.removeFile(removed.storageKey);
  }

  /** The BOM's share of a project copy: the file is copied first, the rows inside the copy's transaction. */
  copyPart(): ProjectCopyPart {
    return {
      prepare: async (sourceId, targetId) => {
        const file = await findBomFile(this.ctx.db, sourceId);
        if (!file) return null;
        const extension = extensionOf(file.storageKey) ?? '';
        const storageKey = `projects/${targetId}/bom/${randomBytes(12).toString('hex')}${extension}`;
        await this.ctx.storage.put(storageKey, await this.ctx.storage.get(file.storageKey));
        return {
          write: async (tx) => {
            await copyBom(tx, sourceId, targetId, storageKey);
            await this.projects.markBomUploaded(tx, targetId);
          },
          discard: () => this.removeFile(storageKey),
        };
      },
    };
  }

  private fileFacts(reading: BomReading) {
    return {
      sheet: reading.sheet,
      sheets: reading.sheets,
      mapping: reading.layout.mapping,
      headerRow: reading.layout.headerRow,
    };
  }

  private async openStored(file: BomFileRow): Promise<BomSource> {
    const data = await this.ctx.storage.get(file.storageKey).catch((error: unknown) => {
      this.ctx.log.error({ err: error, storageKey: file.storageKey }, 'stored BOM file is missing');
      throw new AppError(
        'BOM.NOT_FOUND',
        'The uploaded BOM file is no longer available: please upload it again',
      );
    });
    return openBomFileInPool(file.fileName, data);
  }

  /**
   * The header row's columns for the mapping editor. project_files keeps the header row's position but
   * not its cells, so they come from the stored file, remembered per storage key: a stored file never
   * changes (a new upload gets a new key), so a remembered answer cannot go stale.
   */
  private async readHeaders(file: BomFileRow): Promise<string[]> {
    const cacheKey = headerCacheKey(file.storageKey, file.sheet, file.headerRow);
    const known = this.headerCache.get(cacheKey);
    if (known) return known;
    try {
      const headers = headersOf((await this.openStored(file)).rowsOf(file.sheet), file.headerRow ?? 0);
      this.rememberHeaders(cacheKey, headers);
      return headers;
    } catch (error) {
      this.ctx.log.warn({ err: error, storageKey: file.storageKey }, 'stored BOM file cannot be read');
      return [];
    }
  }

  private rememberHeaders(cacheKey: string, headers: string[]): void {
    if (this.headerCache.size >= HEADER_CACHE_SIZE) {
      const oldest = this.headerCache.keys().next().value;
      if (oldest !== undefined) this.headerCache.delete(oldest);
    }
    this.headerCache.set(cacheKey, headers);
  }

  /** A file left behind is only wasted space; a failed removal must not fail the request. */
  private removeFile(storageKey: string): Promise<void> {
    return removeLeftover(this.ctx.storage, this.ctx.log, storageKey, 'a stored BOM file');
  }
}
