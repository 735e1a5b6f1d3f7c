import { normaliseMpn, normalisePackage } from '@boardhouse/shared/catalog/normalise';
import type {
  ResolveUnknownRequest,
  UnknownComponentListQuery,
} from '@boardhouse/shared/catalog/unknown-components';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { loadCasePackageIndex } from './catalog-lookup.ts';
import {
  findMpnRecordForMatch,
  listUnknownComponents,
  rematchLines,
  upsertMpnAlias,
} from './unknown-components.repository.ts';

/** /admin/unknown-components: part numbers of open BOMs the catalog does not know, and their fixing. */
export class UnknownComponentsService {
  constructor(private readonly ctx: AppContext) {}

  async list(query: UnknownComponentListQuery) {
    const { rows, total } = await listUnknownComponents(this.ctx.db, query);
    return { items: rows, total };
  }

  /**
   * Staff say a part number means this MPN record: later BOMs match it through an alias, and every line
   * of the open projects that carries it is matched now, in the same transaction.
   */
  async resolve(caller: AccessClaims, request: ResolveUnknownRequest): Promise<{ rematchedLines: number }> {
    const normalisedMpn = normaliseMpn(request.mpn);
    if (!normalisedMpn) throw AppError.validation({ mpn: 'MPN is required' });
    const casePackages = await loadCasePackageIndex(this.ctx.db);
    return this.ctx.db.transaction(async (tx) => {
      const record = await findMpnRecordForMatch(tx, request.mpnDataId);
      if (!record) throw AppError.notFound('MPN record');
      if (record.normalisedMpn !== normalisedMpn) {
        await upsertMpnAlias(tx, {
          alias: request.mpn,
          normalisedAlias: normalisedMpn,
          mpnDataId: record.id,
          createdBy: caller.userId,
        });
      }
      const facts = record.package ? casePackages.get(normalisePackage(record.package)) : undefined;
      const rematchedLines = await rematchLines(tx, normalisedMpn, {
        mpnDataId: record.id,
        package: record.package,
        mountingStyle: record.mountingStyle ?? facts?.mountingStyle ?? null,
        pins: facts?.pins ?? null,
      });
      return { rematchedLines };
    });
  }
}
