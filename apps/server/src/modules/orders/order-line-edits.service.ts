import {
  type MountingStyle,
  normaliseManufacturer,
  normaliseMpn,
  normalisePackage,
} from '@boardhouse/shared/catalog/normalise';
import type {
  changeCasePackageQuery,
  changeMountingStyleQuery,
  dictionaryProductRequest,
  LineEditResponse,
  OrderEditKind,
} from '@boardhouse/shared/orders/order-edits-api';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import {
  type CasePackageFacts,
  findMpnRecords,
  loadCasePackageIndex,
  loadManufacturerIndex,
} from '../catalog/catalog-lookup.ts';
import { insertMpnData } from '../catalog/mpn-data.repository.ts';
import {
  findMpnRecordForMatch,
  rematchLines,
  upsertMpnAlias,
} from '../catalog/unknown-components.repository.ts';
import { lockOrderForEdit, recordOrderEdit } from './order-edits.repository.ts';
import { type OrderedLineValues, teachMpnRecord, updateOrderedLine } from './order-line-edits.repository.ts';
import { type SnapshotBomLine, snapshotLinesOf } from './order-production.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import { type OrderWithProject, updateOrder } from './orders.repository.ts';

type DictionaryProductRequest = z.infer<typeof dictionaryProductRequest>;
type ChangeCasePackageQuery = z.infer<typeof changeCasePackageQuery>;
type ChangeMountingStyleQuery = z.infer<typeof changeMountingStyleQuery>;

/** The catalog's small indexes, read before the transaction: inside it only `tx` may be used. */
interface CatalogRules {
  casePackages: ReadonlyMap<string, CasePackageFacts>;
  manufacturers: ReadonlyMap<string, string>;
}

/** The fields a line edit may change, as recorded before and after. */
type LineFields = Pick<SnapshotBomLine, 'mpnDataId' | 'package' | 'mountingStyle'>;
const EDITED_FIELDS = ['mpnDataId', 'package', 'mountingStyle'] as const;

interface LineEdit {
  kind: OrderEditKind;
  next: LineFields;
  /** Pins of the project's live line (the snapshot keeps none); undefined leaves them. */
  pins?: number | null;
  rematchedLines: number;
}

const factsOf = (rules: CatalogRules, name: string | null | undefined) =>
  name ? rules.casePackages.get(normalisePackage(name)) : undefined;

/**
 * Staff corrections of one ordered BOM line (the seed's UpdateDictionaryProductIdData,
 * saveDataForChangeCasePackage, saveDataForChangeMountingStyle). Each changes the line in the order's
 * snapshot and in the project's own BOM, teaches the catalog so later BOMs come out right, matches
 * the open projects' lines with the same part number again, and is recorded with the order — all in
 * one transaction with the order row locked. No catalog announcement follows: MPN records and aliases
 * are read per lookup; only word mappings, case packages and manufacturers are cached, and those stay.
 */
export class OrderLineEditsService {
  constructor(private readonly ctx: AppContext) {}

  /** Links the line to an MPN record; a part number spelt otherwise than the record's becomes an alias. */
  async linkMpnRecord(caller: AccessClaims, request: DictionaryProductRequest): Promise<LineEditResponse> {
    const rules = await this.loadRules();
    return this.edit(caller, request.orderId, request.lineNo, async (tx, line) => {
      const record = await findMpnRecordForMatch(tx, request.mpnDataId);
      if (!record) throw AppError.notFound('MPN record');
      const recordFacts = factsOf(rules, record.package);
      // What the customer's file says stays; the record fills what it left open, as matching does.
      const next: LineFields = {
        mpnDataId: record.id,
        package: line.package ?? record.package,
        mountingStyle: line.mountingStyle ?? record.mountingStyle ?? recordFacts?.mountingStyle ?? null,
      };
      const normalised = line.mpn ? normaliseMpn(line.mpn) : '';
      let rematchedLines = 0;
      if (normalised) {
        if (normalised !== record.normalisedMpn) {
          await upsertMpnAlias(tx, {
            alias: line.mpn?.trim() ?? normalised,
            normalisedAlias: normalised,
            mpnDataId: record.id,
            createdBy: caller.userId,
          });
        }
        rematchedLines = await rematchLines(tx, normalised, {
          mpnDataId: record.id,
          package: record.package,
          mountingStyle: record.mountingStyle ?? recordFacts?.mountingStyle ?? null,
          pins: recordFacts?.pins ?? null,
        });
      }
      return {
        kind: 'UpdateDictionaryProductIdData',
        next,
        pins: line.package ? undefined : (recordFacts?.pins ?? null),
        rematchedLines,
      };
    });
  }

  /** The line's package; mounting style and pins follow from the case-package table when it knows it. */
  async changeCasePackage(caller: AccessClaims, query: ChangeCasePackageQuery): Promise<LineEditResponse> {
    if (!normalisePackage(query.casePackage)) {
      throw AppError.validation({ casePackage: 'Case package must contain a letter or a digit' });
    }
    const rules = await this.loadRules();
    const facts = factsOf(rules, query.casePackage);
    return this.edit(caller, query.orderId, query.lineNo, async (tx, line) => {
      const mountingStyle = facts?.mountingStyle ?? line.mountingStyle ?? null;
      const taught = await this.teachCatalog(tx, caller, rules, line, {
        package: query.casePackage,
        mountingStyle,
        learn: { package: query.casePackage, ...(facts ? { mountingStyle: facts.mountingStyle } : {}) },
      });
      return {
        kind: 'saveDataForChangeCasePackage',
        next: { mpnDataId: taught.mpnDataId, package: query.casePackage, mountingStyle },
        pins: facts?.pins ?? null,
        rematchedLines: taught.rematchedLines,
      };
    });
  }

  /** The line's mounting style; its MPN record learns it too. */
  async changeMountingStyle(
    caller: AccessClaims,
    query: ChangeMountingStyleQuery,
  ): Promise<LineEditResponse> {
    const rules = await this.loadRules();
    return this.edit(caller, query.orderId, query.lineNo, async (tx, line) => {
      const taught = await this.teachCatalog(tx, caller, rules, line, {
        package: line.package ?? null,
        mountingStyle: query.mountingStyle,
        learn: { mountingStyle: query.mountingStyle },
      });
      return {
        kind: 'saveDataForChangeMountingStyle',
        next: {
          mpnDataId: taught.mpnDataId,
          package: line.package ?? null,
          mountingStyle: query.mountingStyle,
        },
        rematchedLines: taught.rematchedLines,
      };
    });
  }

  private async loadRules(): Promise<CatalogRules> {
    const [casePackages, manufacturers] = await Promise.all([
      loadCasePackageIndex(this.ctx.db),
      loadManufacturerIndex(this.ctx.db),
    ]);
    return { casePackages, manufacturers };
  }

  /**
   * The frame of every line edit: the order locked (404, 409 when it can no longer be edited), its line
   * (404), the change worked out by `change`, then the snapshot, the project's own line and the record.
   */
  private edit(
    caller: AccessClaims,
    orderId: number,
    lineNo: number,
    change: (tx: Executor, line: SnapshotBomLine) => Promise<LineEdit>,
  ): Promise<LineEditResponse> {
    return this.ctx.db.transaction(async (tx) => {
      const order = await lockOrderForEdit(tx, orderId);
      const lines = snapshotLinesOf(order.snapshot);
      const line = lines.find((candidate) => candidate.lineNo === lineNo);
      if (!line) throw AppError.notFound('BOM line');
      const edit = await change(tx, line);
      const isNewlyLinked = edit.next.mpnDataId != null && edit.next.mpnDataId !== (line.mpnDataId ?? null);
      const isLinked = edit.kind === 'UpdateDictionaryProductIdData' || isNewlyLinked;
      const updated: SnapshotBomLine = {
        ...line,
        ...edit.next,
        ...(isLinked ? { status: line.status === 'warning' ? 'warning' : 'matched' } : {}),
      };
      await this.saveSnapshot(tx, order, lines, updated);
      const live: OrderedLineValues = { ...edit.next, isMatched: isLinked };
      if (edit.pins !== undefined) live.pins = edit.pins;
      await updateOrderedLine(tx, { projectId: order.projectId, lineNo, mpn: line.mpn ?? null }, live);
      await recordOrderEdit(tx, {
        orderId: order.id,
        kind: edit.kind,
        editedBy: caller.userId,
        reason: null,
        ...changedFields(line, updated),
      });
      return {
        orderId: order.id,
        line: {
          lineNo,
          mpn: updated.mpn ?? null,
          package: updated.package ?? null,
          mountingStyle: updated.mountingStyle ?? null,
          mpnDataId: updated.mpnDataId ?? null,
        },
        rematchedLines: edit.rematchedLines,
      };
    });
  }

  private async saveSnapshot(
    tx: Executor,
    order: OrderWithProject,
    lines: SnapshotBomLine[],
    updated: SnapshotBomLine,
  ): Promise<void> {
    const snapshot = order.snapshot as OrderSnapshot;
    const bom = {
      ...snapshot.bom,
      lines: lines.map((line) => (line.lineNo === updated.lineNo ? updated : line)),
    };
    await updateOrder(tx, order.id, { snapshot: { ...snapshot, bom } });
  }

  /**
   * Teaches the catalog what staff said of a line's part: its record learns `learn`. A part number the
   * catalog does not know gets a record of its own (no prices, no stock: purchasing shows it as to be
   * quoted), keyed the way MPN data keys every record (normaliseMpn, the manufacturer's canonical name),
   * so later BOMs match it. The open projects' lines with the same part number are matched again; as
   * in every match, a line keeps the package and mounting style its own file gives. A line without a
   * part number teaches nothing: there is nothing to recognise it by.
   */
  private async teachCatalog(
    tx: Executor,
    caller: AccessClaims,
    rules: CatalogRules,
    line: SnapshotBomLine,
    values: {
      package: string | null;
      mountingStyle: MountingStyle | null;
      learn: { package?: string; mountingStyle?: MountingStyle };
    },
  ): Promise<{ mpnDataId: number | null; rematchedLines: number }> {
    const normalised = line.mpn ? normaliseMpn(line.mpn) : '';
    const linked = line.mpnDataId ? await findMpnRecordForMatch(tx, line.mpnDataId) : undefined;
    // A line ordered before the catalog knew its part may be known by now (its number or an alias).
    const known =
      linked ?? (normalised ? (await findMpnRecords(tx, [normalised])).get(normalised) : undefined);
    if (!known && !normalised) return { mpnDataId: line.mpnDataId ?? null, rematchedLines: 0 };

    let recordId: number;
    let recordPackage: string | null;
    let recordStyle: MountingStyle | null;
    if (known) {
      await teachMpnRecord(tx, known.id, { ...values.learn, lastModifyBy: caller.userId });
      recordId = known.id;
      recordPackage = values.learn.package ?? known.package;
      recordStyle = values.learn.mountingStyle ?? known.mountingStyle;
    } else {
      recordPackage = values.package;
      recordStyle = values.mountingStyle ?? factsOf(rules, recordPackage)?.mountingStyle ?? null;
      recordId = await this.createRecord(tx, caller, rules, line, normalised, recordPackage, recordStyle);
    }
    const facts = factsOf(rules, recordPackage);
    const rematchedLines = normalised
      ? await rematchLines(tx, normalised, {
          mpnDataId: recordId,
          package: recordPackage,
          mountingStyle: recordStyle ?? facts?.mountingStyle ?? null,
          pins: facts?.pins ?? null,
        })
      : 0;
    return { mpnDataId: recordId, rematchedLines };
  }

  private async createRecord(
    tx: Executor,
    caller: AccessClaims,
    rules: CatalogRules,
    line: SnapshotBomLine,
    normalisedMpn: string,
    packageName: string | null,
    mountingStyle: MountingStyle | null,
  ): Promise<number> {
    const manufacturer = line.manufacturer
      ? (rules.manufacturers.get(normaliseManufacturer(line.manufacturer)) ?? line.manufacturer)
      : null;
    try {
      return await insertMpnData(tx, {
        mpn: line.mpn?.trim() ?? normalisedMpn,
        normalisedMpn,
        manufacturer,
        description: line.description ?? null,
        package: packageName,
        mountingStyle,
        priceBreaks: [],
        stock: null,
        leadTimeDays: null,
        lcsc: null,
        mouser: null,
        digikey: null,
        farnell: null,
        rs: null,
        lastModifyBy: caller.userId,
      });
    } catch (error) {
      // Only a record saved at this very moment by someone else can hold the key: let staff retry.
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', 'The MPN record of this part was just created: try again');
      }
      throw error;
    }
  }
}

/** The line's fields this edit changed, before and after; the line number says which line. */
function changedFields(before: SnapshotBomLine, after: SnapshotBomLine) {
  const was: Record<string, unknown> = { lineNo: before.lineNo };
  const now: Record<string, unknown> = { lineNo: after.lineNo };
  for (const field of EDITED_FIELDS) {
    if ((before[field] ?? null) !== (after[field] ?? null)) {
      was[field] = before[field] ?? null;
      now[field] = after[field] ?? null;
    }
  }
  return { before: was, after: now };
}
