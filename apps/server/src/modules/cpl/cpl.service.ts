import { randomBytes } from 'node:crypto';
import { CPL_FILE_EXTENSIONS, type CplSummary } from '@boardhouse/shared/cpl';
import type { AppContext } from '../../context.ts';
import { sanitiseFileName } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import { removeLeftover } from '../../storage/leftovers.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { fillStoredPackagesFromPlacements } from '../bom/bom-placement-packages.ts';
import { loadWordIndex } from '../catalog/catalog-lookup.ts';
import { isKeptByAnOrder } from '../orders/order-rework.repository.ts';
import type { ProjectCopyPart, ProjectsService } from '../projects/projects.service.ts';
import {
  copyCpl,
  deleteCpl,
  findCplFile,
  listBomDesignators,
  listPlacedParts,
  lockProjectForWrite,
  replaceCpl,
} from './cpl.repository.ts';
import { mountSideOf } from './cpl-file.ts';
import { crossCheck } from './cpl-findings.ts';
import { readCplFile } from './cpl-read.ts';
import { buildCplWordIndex } from './cpl-reader.ts';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** Content types by extension: the browser's claim about an upload is not trusted. */
const CONTENT_TYPES: Record<(typeof CPL_FILE_EXTENSIONS)[number], string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  pos: 'text/plain',
  mnt: 'text/plain',
  mnb: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const notUploaded = () =>
  new AppError('CPL.NOT_FOUND', 'No placement file has been uploaded for this project yet');

function extensionOf(fileName: string): (typeof CPL_FILE_EXTENSIONS)[number] {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  const known = CPL_FILE_EXTENSIONS.find((candidate) => candidate === extension);
  if (!known) {
    const message = 'Upload the placement file as .csv, .tsv, .txt, .pos, .xlsx or Eagle .mnt/.mnb';
    throw AppError.validation({ file: message }, message);
  }
  return known;
}

/** The pick-and-place (CPL, centroid) file of a project: upload, the cross-check with the BOM, download. */
export class CplService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
  ) {}

  /**
   * Reads, stores and replaces the project's CPL. The original file is written first and removed again
   * when the database write fails, so neither is ever left without the other.
   */
  async upload(caller: AccessClaims, key: string, receive: () => Promise<UploadedFile>): Promise<CplSummary> {
    const project = await this.projects.getForEdit(caller, key, { revisingFiles: true });
    const { fileName, data } = await receive();
    const extension = extensionOf(fileName);
    const index = buildCplWordIndex(await loadWordIndex(this.ctx.db, 'cpl'));
    const reading = await readCplFile(data, extension, mountSideOf(fileName), index);

    const storageKey = `projects/${project.id}/cpl/${randomBytes(12).toString('hex')}.${extension}`;
    await this.ctx.storage.put(storageKey, data);
    let previousKey: string | undefined;
    try {
      previousKey = await this.ctx.db.transaction(async (tx) => {
        await lockProjectForWrite(tx, project.id);
        const previous = await findCplFile(tx, project.id);
        await replaceCpl(
          tx,
          {
            projectId: project.id,
            fileName: sanitiseFileName(fileName, `placements.${extension}`),
            storageKey,
            contentType: CONTENT_TYPES[extension],
            sizeBytes: data.length,
            mapping: reading.mapping,
            headerRow: reading.headerRow,
            units: reading.units,
            uploadedBy: caller.userId,
          },
          reading.placements,
        );
        // A BOM without a package column takes the packages (and so SMD/THT) from the placements.
        await fillStoredPackagesFromPlacements(tx, project.id);
        return previous?.storageKey;
      });
    } catch (error) {
      await this.removeStored(storageKey);
      throw error;
    }
    // The file an order names (what was ordered, or sent for review) stays: the order's snapshot reads it.
    if (previousKey && !(await isKeptByAnOrder(this.ctx.db, project.id, previousKey)))
      await this.removeStored(previousKey);
    return this.summaryOf(project.id);
  }

  async get(caller: AccessClaims, key: string): Promise<CplSummary> {
    const project = await this.projects.get(caller, key);
    return this.summaryOf(project.id);
  }

  async delete(caller: AccessClaims, key: string): Promise<void> {
    const project = await this.projects.getForEdit(caller, key);
    const storageKey = await this.ctx.db.transaction(async (tx) => {
      await lockProjectForWrite(tx, project.id);
      return deleteCpl(tx, project.id);
    });
    if (!storageKey) throw notUploaded();
    await this.removeStored(storageKey);
  }

  /** The original file, for those who may see the project. */
  async download(caller: AccessClaims, key: string) {
    const project = await this.projects.get(caller, key);
    const file = await findCplFile(this.ctx.db, project.id);
    if (!file) throw notUploaded();
    return {
      fileName: file.fileName,
      contentType: file.contentType ?? 'application/octet-stream',
      data: await this.ctx.storage.get(file.storageKey),
    };
  }

  /** Worked out on every read, so the findings follow edits of the BOM. */
  private async summaryOf(projectId: number): Promise<CplSummary> {
    const [file, placed, bom] = await Promise.all([
      findCplFile(this.ctx.db, projectId),
      listPlacedParts(this.ctx.db, projectId),
      listBomDesignators(this.ctx.db, projectId),
    ]);
    if (!file) throw notUploaded();
    const bottomPlacements = placed.filter((part) => part.side === 'bottom').length;
    const topPlacements = placed.length - bottomPlacements;
    return {
      fileName: file.fileName,
      units: file.units === 'mil' || file.units === 'inch' ? file.units : 'mm',
      mapping: {
        designator: file.mapping.designator ?? null,
        x: file.mapping.x ?? null,
        y: file.mapping.y ?? null,
        rotation: file.mapping.rotation ?? null,
        side: file.mapping.side ?? null,
        value: file.mapping.value ?? null,
        package: file.mapping.package ?? null,
      },
      placements: placed.length,
      topPlacements,
      bottomPlacements,
      sides: bottomPlacements === 0 ? 'top' : topPlacements === 0 ? 'bottom' : 'both',
      findings: crossCheck(bom, placed),
    };
  }

  /**
   * The placement file's share of a project copy: the stored file is copied first (a copy never shares a
   * file with its original, so deleting either leaves the other whole), the rows inside the copy's
   * transaction.
   */
  copyPart(): ProjectCopyPart {
    return {
      prepare: async (sourceId, targetId) => {
        const file = await findCplFile(this.ctx.db, sourceId);
        if (!file) return null;
        const extension = file.storageKey.match(/\.[a-z0-9]+$/)?.[0] ?? '';
        const storageKey = `projects/${targetId}/cpl/${randomBytes(12).toString('hex')}${extension}`;
        await this.ctx.storage.put(storageKey, await this.ctx.storage.get(file.storageKey));
        return {
          write: (tx) => copyCpl(tx, sourceId, targetId, storageKey),
          discard: () => this.removeStored(storageKey),
        };
      },
    };
  }

  private removeStored(storageKey: string): Promise<void> {
    return removeLeftover(this.ctx.storage, this.ctx.log, storageKey, 'a stored placement file');
  }
}
