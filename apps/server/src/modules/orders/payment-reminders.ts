import type { AppContext } from '../../context.ts';
import type { PricingSettingsService } from '../quotes/pricing-settings.service.ts';
import { BANK_TRANSFER_DETAILS } from './house-details.ts';
import { paymentReminderMessage } from './order-mails.ts';
import { updateOrder } from './orders.repository.ts';
import { findOrdersDueReminder, lockOrderById } from './payments.repository.ts';
import { projectNameOf, recipientOf } from './recipients.ts';

const DAY_MS = 86_400_000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Customers who chose to pay by bank transfer get one reminder once the order has waited the
 * parameter orders.paymentReminderDays. Each order is re-read under its lock, so two server processes
 * (or a restart mid-run) never send the same reminder twice.
 */
export async function sendDueReminders(
  ctx: AppContext,
  settings: PricingSettingsService,
  now = new Date(),
): Promise<number> {
  const { parameters } = await settings.pricingContext('standard', now);
  const days = parameters['orders.paymentReminderDays'] ?? 7;
  const due = await findOrdersDueReminder(ctx.db, new Date(now.getTime() - days * DAY_MS));
  let sent = 0;
  for (const { id } of due) {
    const mailIds = await ctx.db.transaction(async (tx) => {
      const order = await lockOrderById(tx, id);
      if (order?.status !== 'PENDING' || order.reminderSentAt) return [];
      await updateOrder(tx, id, { reminderSentAt: now });
      const to = await recipientOf(tx, order.ownerId);
      const message = paymentReminderMessage(ctx.config.publicUrl, to, {
        orderId: order.id,
        orderKey: order.orderKey,
        projectName: await projectNameOf(tx, order.projectId),
        totalCents: order.totalCents,
        currency: order.currency,
        bank: BANK_TRANSFER_DETAILS,
        daysWaiting: days,
      });
      return [await ctx.mailer.enqueue(tx, message)];
    });
    ctx.mailer.deliver(mailIds);
    sent += mailIds.length;
  }
  return sent;
}

/** Checks hourly (and once at start) in the background; the returned function stops it. */
export function startPaymentReminders(ctx: AppContext, settings: PricingSettingsService): () => void {
  const run = () => {
    sendDueReminders(ctx, settings).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'payment reminders could not be sent; trying again in an hour');
    });
  };
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
