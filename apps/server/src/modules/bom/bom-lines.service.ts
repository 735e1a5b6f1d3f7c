import type { BomLine, BomLineUpdateRequest, BomSummary } from '@boardhouse/shared/bom/bom-api';
import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import type { AppContext } from '../../context.ts';
import { attachmentHeader } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { findMpnRecords, loadCasePackageIndex, loadManufacturerIndex } from '../catalog/catalog-lookup.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { toApiLine } from './bom.mapper.ts';
import {
  type BomLineRow,
  findBomFile,
  findBomLine,
  listBomLines,
  lockProject,
  updateBomLine,
  updateLineWarnings,
} from './bom.repository.ts';
import { bomNotFound } from './bom.service.ts';
import {
  applyCrossLineWarnings,
  type BomLineRecord,
  classifyLine,
  type LineInput,
} from './bom-classifier.ts';
import { exportCsv, exportXlsx } from './bom-export.ts';
import { designatorWarnings, readDesignators } from './bom-parser.ts';
import { dominantMounting, summarise } from './bom-summary.ts';
import type { NewBomLines } from './new-bom-lines.ts';

const MAX_DESIGNATORS_PER_LINE = 10_000;

export interface BomExport {
  data: Buffer;
  contentType: string;
  disposition: string;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const toRecord = ({
  id: _id,
  projectId: _p,
  createdAt: _c,
  updatedAt: _u,
  ...line
}: BomLineRow): BomLineRecord => line;

/** Work on the stored lines of a project's BOM: edit one line, count mounting styles, export. */
export class BomLinesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly newLines: NewBomLines,
  ) {}

  /**
   * Changes one line, checks and matches it again, and refreshes the checks across lines (a changed MPN
   * can end or start a duplicate on other lines), all in one transaction.
   */
  async updateLine(
    caller: AccessClaims,
    request: BomLineUpdateRequest,
  ): Promise<{ line: BomLine; summary: BomSummary }> {
    const project = await this.projects.getForEdit(caller, request.projectId);
    if (!(await findBomFile(this.ctx.db, project.id))) throw bomNotFound();
    const current = await findBomLine(this.ctx.db, project.id, request.lineNo);
    if (!current) throw AppError.notFound('BOM line');
    const designators =
      request.designators === undefined ? current.designators : readDesignators(request.designators.trim());
    if (designators.length > MAX_DESIGNATORS_PER_LINE) {
      throw AppError.validation({ designators: `At most ${MAX_DESIGNATORS_PER_LINE} designators per line` });
    }
    const input: LineInput = {
      ...toRecord(current),
      designators,
      quantity: request.quantity ?? current.quantity,
      mpn: request.mpn === undefined ? current.mpn : request.mpn,
      manufacturer: request.manufacturer === undefined ? current.manufacturer : request.manufacturer,
      package: request.package === undefined ? current.package : request.package,
      dnp: request.dnp ?? current.dnp,
      customerSupplied: request.customerSupplied ?? current.customerSupplied,
      readWarnings: designatorWarnings(designators),
      // A new package is classified again; otherwise the style stays as read or as a person chose it.
      ...(request.mountingStyle !== undefined
        ? { mountingStyle: request.mountingStyle }
        : request.package === undefined
          ? { mountingStyle: current.mountingStyle }
          : {}),
    };
    const [casePackages, manufacturers, records] = await Promise.all([
      loadCasePackageIndex(this.ctx.db),
      loadManufacturerIndex(this.ctx.db),
      findMpnRecords(this.ctx.db, input.mpn ? [normaliseMpn(input.mpn)] : []),
    ]);
    const edited = classifyLine(
      input,
      { casePackages, manufacturers },
      input.mpn ? records.get(normaliseMpn(input.mpn)) : undefined,
    );

    const isNewNumber = (input.mpn ?? '') !== (current.mpn ?? '');
    const answer = await this.ctx.db.transaction(async (tx) => {
      await lockProject(tx, project.id);
      if (isNewNumber) await this.newLines.request(tx, project.id);
      const rows = await listBomLines(tx, project.id);
      const lines = rows.map((row) => (row.id === current.id ? edited : toRecord(row)));
      const before = new Map(rows.map((row) => [row.id, row.warnings.join('\n')]));
      applyCrossLineWarnings(lines);
      await updateBomLine(tx, current.id, edited);
      const changed = rows.flatMap((row, index) => {
        const line = lines[index];
        return line && row.id !== current.id && line.warnings.join('\n') !== before.get(row.id)
          ? [{ id: row.id, warnings: line.warnings, status: line.status }]
          : [];
      });
      await updateLineWarnings(tx, changed);
      return { line: toApiLine(edited), summary: summarise(lines) };
    });
    if (isNewNumber) await this.newLines.afterCommit(project.id, project.projectKey);
    return answer;
  }

  /** Which mounting style has more placements; NONE without a BOM or without classified lines. */
  async mountingDominance(caller: AccessClaims, key: string) {
    const project = await this.projects.get(caller, key);
    return dominantMounting(summarise(await listBomLines(this.ctx.db, project.id)));
  }

  async export(caller: AccessClaims, key: string, format: 'csv' | 'xlsx'): Promise<BomExport> {
    const project = await this.projects.get(caller, key);
    if (!(await findBomFile(this.ctx.db, project.id))) throw bomNotFound();
    const lines = (await listBomLines(this.ctx.db, project.id)).map(toApiLine);
    return {
      data: format === 'csv' ? exportCsv(lines) : await exportXlsx(lines),
      contentType: CONTENT_TYPES[format],
      // A slash in a project name is not a folder of the download.
      disposition: attachmentHeader(`${project.name.replace(/[\\/]+/g, ' ')}-bom.${format}`),
    };
  }
}
