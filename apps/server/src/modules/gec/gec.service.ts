import { isDeepStrictEqual } from 'node:util';
import { fieldErrorsFromIssues } from '@boardhouse/shared/fields';
import type { GecOrderStatus } from '@boardhouse/shared/integrations/gec-api';
import { type GecOrderDocument, gecOrderDocument } from '@boardhouse/shared/integrations/gec-order-document';
import { PAID_STATUSES } from '@boardhouse/shared/orders/order-status';
import type { AppContext } from '../../context.ts';
import { scrubApiLogMessage } from '../../integrations/api-log/message-scrub.ts';
import { GecError, type GecOrders } from '../../integrations/gec/port.ts';
import { AppError } from '../../lib/errors.ts';
import { textError } from '../../lib/text-errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import {
  addGecVersion,
  claimForSending,
  findGecOrder,
  findGecOrderSource,
  findLiveAccount,
  type GecOrderRow,
  type GecOrderSource,
  insertGecOrder,
  listGecVersions,
  markFailed,
  markSent,
  purchaseStatesOf,
  setGecClientId,
} from './gec.repository.ts';
import { buildGecDocument } from './gec-document.ts';

/** How often a second caller looks whether the first one's sending has finished. */
const WAIT_POLL_MS = 100;

/**
 * Paid orders to the client-order system ("GEC"). The first send generates the order's document and
 * keeps it as version 1; staff may edit it (each edit a new version, with who made it). A send goes
 * out only when the system does not have the current version: the first as POST, later ones as PUT of
 * the system's order. A claim on the row makes two clicks (or two processes) send once; the call
 * itself is made outside any transaction, and what it answered is stored after.
 */
export class GecService {
  /** The adapter's timeout plus a margin: a claim outlives the call it covers. */
  private readonly claimMs: number;

  constructor(
    private readonly ctx: AppContext,
    /** Null when GEC_URL / GEC_TOKEN are not set: nothing can be sent. */
    private readonly gec: GecOrders | null,
  ) {
    this.claimMs = (ctx.config.gec?.timeoutMs ?? 15_000) + 5_000;
  }

  /** Where the order stands with the system, for the staff page. */
  async status(orderId: number): Promise<GecOrderStatus> {
    const source = await this.findSource(orderId);
    const row = await findGecOrder(this.ctx.db, orderId);
    return this.present(source, row);
  }

  async send(orderId: number): Promise<GecOrderStatus> {
    // The order first: an unknown or unpaid one is refused whether or not the system is set up.
    const source = await this.findPaidSource(orderId);
    const gec = this.requireConfigured();
    await this.ensureDocument(source);
    const claimed = await claimForSending(this.ctx.db, orderId, this.claimMs);
    if (!claimed) {
      // Sent already (nothing new to send), or another caller is sending it: their outcome is ours.
      await this.waitForOtherSender(orderId);
      return this.status(orderId);
    }
    const version = claimed.documentVersion;
    const document = claimed.document as GecOrderDocument;
    // One key per order and version: a send whose answer was lost is answered, not made again.
    const context = { orderId, idempotencyKey: `${source.orderKey}-v${version}` };
    try {
      const answer = claimed.gecOrderId
        ? await gec.updateOrder(claimed.gecOrderId, document, context)
        : await gec.sendOrder(document, context);
      await this.ctx.db.transaction((tx) =>
        markSent(tx, { orderId, ownerId: source.ownerId, version }, answer),
      );
    } catch (error) {
      if (!(error instanceof GecError)) {
        await markFailed(this.ctx.db, orderId, 'unexpected error').catch(() => {});
        throw error;
      }
      const said = scrubApiLogMessage(error.message) ?? 'no message';
      await markFailed(this.ctx.db, orderId, said);
      throw error.kind === 'permanent'
        ? textError('GEC.REFUSED', 'refused.gec.refusedOrder', { said })
        : textError('GEC.UNAVAILABLE', 'refused.gec.unreachable', { said });
    }
    return this.status(orderId);
  }

  /** Staff's edit of the document: validated, kept as the next version; sending again sends it. */
  async updateJson(caller: AccessClaims, orderId: number, json: unknown): Promise<GecOrderStatus> {
    const source = await this.findPaidSource(orderId);
    const document = this.validEdit(source, json);
    await this.ensureDocument(source);
    await this.ctx.db.transaction(async (tx) => {
      const current = await findGecOrder(tx, orderId, { lock: true });
      if (!current) throw AppError.notFound('order');
      // Saving the same document again is no edit: no version, nothing to send.
      if (isDeepStrictEqual(current.document, document)) return;
      await addGecVersion(tx, current, document, caller.userId);
    });
    return this.status(orderId);
  }

  /** What the system holds of the order, in its own words. */
  async info(orderId: number): Promise<{ gecOrderId: string; info: unknown }> {
    await this.findSource(orderId);
    const row = await findGecOrder(this.ctx.db, orderId);
    if (!row?.gecOrderId) throw textError('GEC.NOT_ALLOWED', 'refused.gec.notSent');
    const gec = this.requireConfigured();
    try {
      return { gecOrderId: row.gecOrderId, info: await gec.getOrder(row.gecOrderId, { orderId }) };
    } catch (error) {
      if (!(error instanceof GecError)) throw error;
      const said = scrubApiLogMessage(error.message) ?? 'no message';
      throw error.kind === 'permanent'
        ? textError('GEC.REFUSED', 'refused.gec.refusedQuestion', { said })
        : textError('GEC.UNAVAILABLE', 'refused.gec.unreachable', { said });
    }
  }

  async setClientId(userId: number, gecClientId: string | null) {
    const account = await findLiveAccount(this.ctx.db, { id: userId });
    if (!account) throw AppError.notFound('customer');
    await setGecClientId(this.ctx.db, account.id, gecClientId);
    return { userId: account.id, gecClientId };
  }

  async associateEmail(email: string, gecClientId: string) {
    const account = await findLiveAccount(this.ctx.db, { email });
    if (!account) throw AppError.notFound('customer');
    await setGecClientId(this.ctx.db, account.id, gecClientId);
    return { userId: account.id, gecClientId };
  }

  private requireConfigured(): GecOrders {
    if (!this.gec) throw textError('GEC.NOT_CONFIGURED', 'refused.gec.notConfigured');
    return this.gec;
  }

  private async findSource(orderId: number): Promise<GecOrderSource> {
    const source = await findGecOrderSource(this.ctx.db, orderId);
    if (!source || source.deletedAt) throw AppError.notFound('order');
    return source;
  }

  /** Only paid orders go to the system (PAID and the states after it). */
  private async findPaidSource(orderId: number): Promise<GecOrderSource> {
    const source = await this.findSource(orderId);
    if (!PAID_STATUSES.has(source.status))
      throw textError('GEC.NOT_ALLOWED', 'refused.gec.notPaid', {
        orderKey: source.orderKey,
        status: source.status,
      });
    return source;
  }

  /** The generated document, from the order as it is now (shown before anything is stored). */
  private async generate(source: GecOrderSource): Promise<GecOrderDocument> {
    return buildGecDocument(source, await purchaseStatesOf(this.ctx.db, source.id));
  }

  /** The order's first document, generated and stored with version 1 unless it exists. */
  private async ensureDocument(source: GecOrderSource): Promise<void> {
    if (await findGecOrder(this.ctx.db, source.id)) return;
    await this.ctx.db.transaction(async (tx) => {
      const document = buildGecDocument(source, await purchaseStatesOf(tx, source.id));
      const checked = gecOrderDocument.safeParse(document);
      // Our own builder made something the schema refuses: a bug to see, not a document to send.
      if (!checked.success)
        throw new Error(
          `generated GEC document is not valid: ${JSON.stringify(fieldErrorsFromIssues(checked.error.issues))}`,
        );
      await insertGecOrder(tx, source.id, checked.data);
    });
  }

  /** An edit is a whole document of the schema, for this order. */
  private validEdit(source: GecOrderSource, json: unknown): GecOrderDocument {
    let value = json;
    if (typeof json === 'string') {
      try {
        value = JSON.parse(json);
      } catch {
        throw AppError.validation({ json: 'Json is not valid JSON' });
      }
    }
    const parsed = gecOrderDocument.safeParse(value);
    if (!parsed.success) {
      const fields = fieldErrorsFromIssues(
        parsed.error.issues.map((issue) => ({ path: ['json', ...issue.path], message: issue.message })),
      );
      throw AppError.validation(fields, 'The order document is not valid');
    }
    if (parsed.data.orderKey !== source.orderKey)
      throw AppError.validation(
        { 'json.orderKey': `Order key must be ${source.orderKey}, the order being edited` },
        'The order document is for another order',
      );
    return parsed.data;
  }

  private async waitForOtherSender(orderId: number): Promise<void> {
    const deadline = Date.now() + this.claimMs;
    while (Date.now() < deadline) {
      const row = await findGecOrder(this.ctx.db, orderId);
      if (!row?.claimedUntil || row.claimedUntil.getTime() <= Date.now()) return;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  private async present(source: GecOrderSource, row: GecOrderRow | undefined): Promise<GecOrderStatus> {
    const base = { configured: this.gec !== null, orderId: source.id };
    if (!row)
      return {
        ...base,
        state: 'not-created',
        gecOrderId: null,
        gecClientId: source.owner.gecClientId,
        documentVersion: null,
        sentVersion: null,
        pendingEdit: false,
        sentAt: null,
        lastError: null,
        // What sending would send now.
        document: await this.generate(source),
        history: [],
      };
    const versions = await listGecVersions(this.ctx.db, source.id);
    return {
      ...base,
      state: row.state,
      gecOrderId: row.gecOrderId,
      gecClientId: row.gecClientId ?? source.owner.gecClientId,
      documentVersion: row.documentVersion,
      sentVersion: row.sentVersion,
      pendingEdit: row.sentVersion !== null && row.sentVersion !== row.documentVersion,
      sentAt: row.sentAt?.toISOString() ?? null,
      lastError: row.lastError,
      document: row.document,
      history: versions.map((version) => ({
        version: version.version,
        editedBy:
          version.editedBy === null
            ? null
            : `${version.firstname ?? ''} ${version.lastname ?? ''}`.trim() || null,
        createdAt: version.createdAt.toISOString(),
      })),
    };
  }
}
