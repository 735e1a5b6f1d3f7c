import {
  FILES_REVISION_KIND,
  REVISION_FILES,
  type ResubmitFilesRequest,
  type ResubmitFilesResponse,
  type RevisionFile,
  type RevisionFileQuery,
  type ReworkStateResponse,
} from '@boardhouse/shared/orders/order-rework-api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AttachmentFile } from '../../lib/attachment.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { publishOrderStatus } from '../events/order-events.ts';
import { canManageWith, ownOrTeamProjects } from '../projects/projects.policy.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { gatherPricingInput } from '../quotes/offer-inputs.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import { lockPromoCode } from '../quotes/promo-codes.repository.ts';
import { termsOf } from '../quotes/selection-choices.ts';
import { assertTeamAllows, teamAllows } from '../team/team-rules.ts';
import { lockOrderForEdit, recordOrderEdit } from './order-edits.repository.ts';
import { flagFor, moneyFacts } from './order-money.service.ts';
import {
  balanceOf,
  priceChangeNote,
  repriceOrder,
  type StalePaymentPageListener,
  tellPaymentPageStale,
  totalsOf,
} from './order-money.ts';
import {
  findOrderAwaitingFiles,
  listRevisionEdits,
  PRODUCTION_STATUSES,
  type RevisionFiles,
} from './order-rework.repository.ts';
import { revisionDownload } from './order-rework-files.ts';
import { filesResubmittedMessage, revisionNote } from './order-rework-mails.ts';
import { type OrderSnapshot, readProjectFiles } from './order-snapshot.ts';
import {
  findLiveOrderOfProject,
  findOrder,
  insertStatusChange,
  type OrderWithProject,
  updateOrder,
} from './orders.repository.ts';

/** Which stored file each revision file is, to tell a new upload from the one the order holds. */
const refOf: Record<RevisionFile, (files: RevisionFiles) => string | null> = {
  gerbers: (files) => files.gerbers?.jobId ?? null,
  bom: (files) => files.bom?.file?.storageKey ?? null,
  placements: (files) => files.placements?.file?.storageKey ?? null,
};

/** The files uploaded since the order's current revision. */
export function changedFiles(ordered: RevisionFiles, current: RevisionFiles): RevisionFile[] {
  return REVISION_FILES.filter((file) => refOf[file](ordered) !== refOf[file](current));
}

/** The revision's files only, as a `files-revision` edit keeps them (BOM lines included). */
const filesOf = (snapshot: RevisionFiles): RevisionFiles => ({
  bom: snapshot.bom,
  placements: snapshot.placements,
  gerbers: snapshot.gerbers,
});

/**
 * 409 unless the order lets corrected files go back to review: staff asked for changes, the order is
 * not cancelled or removed, and production has not started.
 */
function refuseUnlessOpen(order: OrderWithProject): void {
  if (order.status === 'CANCELLED' || order.deletedAt) {
    const state = order.deletedAt ? 'removed' : 'cancelled';
    throw new AppError(
      'ORDER.ILLEGAL_TRANSITION',
      `The order is ${state}: its files cannot change any more`,
      {
        currentStatus: order.status,
      },
    );
  }
  if (PRODUCTION_STATUSES.includes(order.status)) {
    throw new AppError(
      'ORDER.ILLEGAL_TRANSITION',
      'Production of this order has started: its files cannot change any more',
      { currentStatus: order.status },
    );
  }
  if (order.reviewStatus !== 'CHANGES_NEEDED') {
    throw new AppError(
      'CONFLICT',
      order.reviewStatus === 'PENDING'
        ? 'The files of this order are already waiting for review'
        : 'The files of this order were approved: there is nothing to send for review',
      { reviewStatus: order.reviewStatus },
    );
  }
}

/** 409 unless a file changed since the order's current revision and the new Gerbers are analysed. */
function refuseUnlessChanged(changed: RevisionFile[], current: RevisionFiles, revision: number): void {
  if (changed.length === 0) {
    throw new AppError(
      'CONFLICT',
      `No file has changed since revision ${revision}: upload corrected Gerber files, BOM or placement file first`,
    );
  }
  if (changed.includes('gerbers') && current.gerbers?.status === 'pending') {
    throw new AppError(
      'CONFLICT',
      'The new Gerber files are still being analysed: send them for review once the analysis is done',
    );
  }
  if (changed.includes('gerbers') && current.gerbers?.status !== 'done') {
    throw new AppError('CONFLICT', 'The new Gerber files could not be read: upload them again');
  }
}

/**
 * Rework after review (order-rework-api.ts): where a project's order stands, sending corrected files
 * back to review as a new revision of the order, and staff's downloads of every revision's files.
 */
export class OrderReworkService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly settings: PricingSettingsService,
    private readonly onPaymentPageStale?: StalePaymentPageListener,
  ) {}

  /** The project's order as rework sees it; nothing of it for someone who only has a share. */
  async state(caller: AccessClaims, projectKey: string): Promise<ReworkStateResponse> {
    const project = await this.projects.get(caller, projectKey);
    const order = canManageWith(project.myAccess)
      ? await findLiveOrderOfProject(this.ctx.db, project.id)
      : null;
    if (!order) return { order: null, isOpen: false, mayRevise: false, changed: [], pendingAnalysis: false };
    const revision = (await listRevisionEdits(this.ctx.db, order.id)).length + 1;
    const isOpen = (await findOrderAwaitingFiles(this.ctx.db, project.id))?.id === order.id;
    const current = await readProjectFiles(this.ctx.db, project.id);
    const changed = changedFiles(order.snapshot as OrderSnapshot, current);
    return {
      order: {
        orderId: order.id,
        orderKey: order.orderKey,
        reviewStatus: order.reviewStatus,
        reviewNote: order.reviewNote,
        revision,
      },
      isOpen,
      mayRevise: isOpen && (await teamAllows(this.ctx.db, caller.userId, 'orderAndPay')),
      changed,
      pendingAnalysis: changed.includes('gerbers') && current.gerbers?.status === 'pending',
    };
  }

  /**
   * The corrected files go back to review as revision N: the snapshot names the new files (the edit
   * row keeps the previous ones), the order is priced again by the engine as staff's "recalculate"
   * does (decision 019: totals, the balance of a paid order, its flag), review is PENDING again, the
   * history says so and staff are told. Reads for pricing happen before the transaction; the order row
   * is locked inside it and the files read again, so a concurrent upload or resubmit cannot slip by.
   */
  async resubmit(caller: AccessClaims, request: ResubmitFilesRequest): Promise<ResubmitFilesResponse> {
    const db = this.ctx.db;
    const order = await findOrder(db, request.orderId, ownOrTeamProjects(caller));
    if (!order) throw AppError.notFound('order');
    await assertTeamAllows(db, caller.userId, 'orderAndPay');
    refuseUnlessOpen(order);
    const earlier = await listRevisionEdits(db, order.id);
    const current = await readProjectFiles(db, order.projectId);
    refuseUnlessChanged(changedFiles(order.snapshot as OrderSnapshot, current), current, earlier.length + 1);
    const now = new Date();
    const ordered = order.snapshot as OrderSnapshot;
    const project = { id: order.projectId, ownerId: order.ownerId };
    const country = ordered.shipping.countryCode;
    const { input } = await gatherPricingInput(db, this.settings, project, now, country);
    const note = request.note || null;

    let mailIds: number[] = [];
    const answer = await db.transaction(async (tx) => {
      const locked = await lockOrderForEdit(tx, order.id);
      refuseUnlessOpen(locked);
      const snapshot = locked.snapshot as OrderSnapshot;
      const files = await readProjectFiles(tx, locked.projectId);
      const revisions = await listRevisionEdits(tx, locked.id);
      const changed = changedFiles(snapshot, files);
      refuseUnlessChanged(changed, files, revisions.length + 1);
      // Priced from the files read before the transaction: if they moved since, price again next time.
      if (REVISION_FILES.some((file) => refOf[file](files) !== refOf[file](current))) {
        throw new AppError('CONFLICT', 'The files changed while they were being sent: send them again');
      }
      const revision = revisions.length + 2;
      const code = snapshot.offer.promoCode;
      const promo = code ? await lockPromoCode(tx, code) : null;
      const breakdown = repriceOrder(input, snapshot.offer.breakdown, {
        quantity: snapshot.offer.quantity,
        workingDays: snapshot.offer.workingDays,
        composition: snapshot.composition ?? {},
        shippingCode: snapshot.offer.shippingCode,
        packagingCents: snapshot.offer.packagingCents ?? null,
        promo: promo ? termsOf(promo) : null,
        now,
      });
      const next: OrderSnapshot = { ...snapshot, ...files, offer: { ...snapshot.offer, breakdown } };
      const before = totalsOf(snapshot.offer.breakdown);
      const after = totalsOf(breakdown);
      const balanceCents = balanceOf({ ...locked, totalCents: after.totalCents });
      await updateOrder(tx, locked.id, {
        snapshot: next,
        ...after,
        ...flagFor(locked, balanceCents),
        reviewStatus: 'PENDING',
        reviewNote: null,
      });
      await recordOrderEdit(tx, {
        orderId: locked.id,
        kind: FILES_REVISION_KIND,
        editedBy: caller.userId,
        reason: note ?? revisionNote(revision).note,
        before: {
          revision: revision - 1,
          review: { status: locked.reviewStatus, note: locked.reviewNote },
          files: filesOf(snapshot),
          money: moneyFacts(snapshot),
        },
        after: { revision, changed, files: filesOf(next), money: moneyFacts(next) },
        money: { totalBeforeCents: before.totalCents, totalAfterCents: after.totalCents, balanceCents },
      });
      const line = { orderId: locked.id, fromStatus: locked.status, toStatus: locked.status };
      await insertStatusChange(tx, {
        ...line,
        changedBy: caller.userId,
        source: 'customer',
        ...revisionNote(revision),
      });
      if (after.totalCents !== before.totalCents) {
        await insertStatusChange(tx, {
          ...line,
          changedBy: caller.userId,
          source: 'system',
          ...priceChangeNote(before, after, { key: 'order.note.newFilesReason', params: { revision } }),
        });
      }
      // Staff's open order lists and the customer's pages hear of it once this commits.
      await publishOrderStatus(tx, locked.id, locked.status);
      mailIds = await this.tellStaff(tx, locked, { revision, changed, note });
      return {
        orderId: locked.id,
        revision,
        changed,
        before,
        after,
        balanceCents,
      };
    });
    this.ctx.mailer.deliver(mailIds);
    if (answer.after.totalCents !== answer.before.totalCents) {
      await tellPaymentPageStale(this.onPaymentPageStale, answer.orderId, this.ctx.log);
    }
    return answer;
  }

  /** Staff: one file of one revision (1 = as ordered), from where the order's records name it. */
  async revisionFile(query: RevisionFileQuery): Promise<AttachmentFile> {
    const order = await findOrder(this.ctx.db, query.orderId, sql`true`);
    if (!order) throw AppError.notFound('order');
    const edits = await listRevisionEdits(this.ctx.db, order.id);
    const files =
      query.revision <= edits.length
        ? edits[query.revision - 1]?.before.files
        : query.revision === edits.length + 1
          ? (order.snapshot as OrderSnapshot)
          : undefined;
    if (!files) throw AppError.notFound('revision');
    return revisionDownload(this.ctx.storage, order, query, files);
  }

  /** Every active staff account gets an e-mail in their language, written in the caller's transaction. */
  private async tellStaff(
    tx: Executor,
    order: OrderWithProject,
    facts: { revision: number; changed: RevisionFile[]; note: string | null },
  ): Promise<number[]> {
    const staff = await tx
      .select({ email: users.email, firstname: users.firstname, language: users.language })
      .from(users)
      .where(and(sql`'ADMIN' = any(${users.roles})`, eq(users.disabled, false), isNull(users.deletedAt)));
    const link = `${this.ctx.config.publicUrl}/#/admin/orders/${order.id}`;
    const message = { orderKey: order.orderKey, projectName: order.projectName, ...facts };
    const ids: number[] = [];
    for (const person of staff) {
      ids.push(await this.ctx.mailer.enqueue(tx, filesResubmittedMessage(person, message, link)));
    }
    return ids;
  }
}
