import { accountExportFileName } from '@boardhouse/shared/accounts/account-self-service-api';
import type { AppContext } from '../../context.ts';
import type { AttachmentFile } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import { listIdentitiesOf } from '../oidc/oidc.repository.ts';
import { toProfileUser } from './account.mapper.ts';
import {
  findBillingOf,
  findCompanyName,
  findOwnedTeam,
  findPersonName,
  listBomLinesOf,
  listDocumentNamesOf,
  listHistoryOf,
  listMessagesBy,
  listOrdersOf,
  listPcbSpecsOf,
  listProjectFileNamesOf,
  listProjectsOf,
  listShippingAddressesOf,
  listSignInsOf,
  listStatusChangesOf,
} from './account-export.repository.ts';
import { findUserById } from './users.repository.ts';

/** Bumped when the export's shape changes, so a reader of an old file knows what it holds. */
const EXPORT_FORMAT = 1;

/** Groups rows by one of their keys and drops that key from each row. */
function groupBy<K extends string, T extends Record<K, number>>(rows: T[], key: K) {
  const groups = new Map<number, Omit<T, K>[]>();
  for (const row of rows) {
    const { [key]: id, ...rest } = row;
    const group = groups.get(id as number) ?? [];
    group.push(rest);
    groups.set(id as number, group);
  }
  return (id: number) => groups.get(id) ?? [];
}

/**
 * "Download my data": everything the product holds about the caller, as one JSON document. The caller's
 * own rows only, read one after another. Internal ids are left out where a key the customer knows exists (project and order
 * keys); secrets (password hash, token hashes, codes) are never selected.
 */
export class AccountExportService {
  constructor(private readonly ctx: AppContext) {}

  async export(userId: number, now = new Date()): Promise<AttachmentFile> {
    // No transaction: on the embedded database an open one makes every other request wait, and a
    // download a moment out of step with itself is harmless.
    const db = this.ctx.db;
    const user = await findUserById(db, userId);
    if (!user || user.deletedAt) throw AppError.notFound('account');
    const projects = await listProjectsOf(db, userId);
    const projectIds = projects.map((project) => project.id);
    const bomOf = groupBy(await listBomLinesOf(db, projectIds), 'projectId');
    const specOf = groupBy(await listPcbSpecsOf(db, projectIds), 'projectId');
    const files = await listProjectFileNamesOf(db, projectIds);
    const placementFilesOf = groupBy(files.placementFiles, 'projectId');
    const gerbersOf = groupBy(files.gerberUploads, 'projectId');
    const orders = await listOrdersOf(db, userId);
    const orderIds = orders.map((order) => order.id);
    const historyOf = groupBy(await listStatusChangesOf(db, orderIds), 'orderId');
    const documentsOf = groupBy(await listDocumentNamesOf(db, orderIds), 'orderId');
    const { id: _id, createdBy, ...profile } = toProfileUser(user);
    const document = {
      format: EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      profile: {
        ...profile,
        emailConfirmed: user.emailConfirmed,
        acceptedTermsAt: user.acceptedTermsAt,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
        company: await findCompanyName(db, user.companyId),
      },
      billing: await findBillingOf(db, userId),
      shippingAddresses: await listShippingAddressesOf(db, userId),
      team:
        createdBy === null
          ? { role: 'owner' as const, ...(await findOwnedTeam(db, userId)) }
          : {
              role: 'member' as const,
              owner: await findPersonName(db, createdBy),
              // A flag never set reads as allowed (SPEC.md section 6).
              permissions: {
                createProjects: user.createProjectsFlag ?? true,
                seeTeamProjects: user.seeTeamProjectsFlag ?? true,
                orderAndPay: user.orderAndPayFlag ?? true,
              },
            },
      projects: projects.map(({ id, ...project }) => ({
        ...project,
        pcbSpec: specOf(id)[0] ?? null,
        bomLines: bomOf(id),
        placementFiles: placementFilesOf(id),
        gerberUploads: gerbersOf(id),
      })),
      orders: orders.map(({ id, ...order }) => ({
        ...order,
        statusHistory: historyOf(id),
        documents: documentsOf(id),
      })),
      messages: await listMessagesBy(db, userId),
      signIns: await listSignInsOf(db, userId),
      // What a person can read about their sign-ins, without the row ids.
      linkedSignIns: (await listIdentitiesOf(db, userId)).map(({ id: _id, ...identity }) => identity),
      history: await listHistoryOf(db, userId),
    };
    return {
      fileName: accountExportFileName(document.profile.username, now),
      contentType: 'application/json; charset=utf-8',
      data: Buffer.from(JSON.stringify(document, null, 2)),
    };
  }
}
