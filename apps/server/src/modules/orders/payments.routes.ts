import {
  delayPaymentResponse,
  orderBody,
  paymentNotificationQuery,
  paymentReturnQuery,
  payResponse,
} from '@boardhouse/shared/orders/orders-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access.ts';
import { fileResponse } from '../../plugins/error-responses.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];
const user = { access: 'user' as const };
const text = (description: string) => fileResponse(description, ['text/plain']);

/** Paths of the seed (the open ones keep their names; paying itself needs the customer's sign-in). */
export function registerPaymentRoutes(
  app: FastifyInstance,
  payments: PaymentsService,
  { publicUrl, returnRateLimitPerMinute }: { publicUrl: string; returnRateLimitPerMinute: number },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/open/payWithMultiSafePay',
    {
      config: { ...user, errors: [403, 409] },
      schema: {
        tags,
        summary: 'Opens a MultiSafepay payment page for the caller’s unpaid order',
        description:
          'Despite the path it needs the sign-in of the order’s owner or of a member of their team allowed to order and pay (403 without that permission; 404 for anyone else, staff included). Each call is a new attempt with a fresh MultiSafepay order id, so paying again after a failure works. 409 ORDER.NOT_PAYABLE for a paid or cancelled order or one whose project was deleted; 503 PAYMENT.UNAVAILABLE when the provider refuses or cannot be reached (nothing is charged).',
        body: orderBody,
        response: { 200: payResponse },
      },
    },
    async (request) => payments.pay(requireCaller(request), request.body.orderId),
  );

  api.post(
    '/rest/order/delay-payment-email',
    {
      config: { ...user, errors: [403, 409] },
      schema: {
        tags,
        summary: 'Pay later by bank transfer: the order waits (PENDING) and the bank details go by e-mail',
        description:
          'The order’s owner or a member of their team allowed to order and pay (403 without that permission; 404 for anyone else). The order key is the payment reference; a reminder follows after the parameter orders.paymentReminderDays. 409 ORDER.NOT_PAYABLE as for card payment.',
        body: orderBody,
        response: { 200: delayPaymentResponse },
      },
    },
    async (request) => payments.delayPayment(requireCaller(request), request.body.orderId),
  );

  api.get(
    '/rest/open/multisafepay-success',
    {
      config: { access: 'open', rateLimit: { max: returnRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Where MultiSafepay sends the browser back (redirect_url and cancel_url)',
        description:
          'Asks MultiSafepay for the attempt’s status and handles it as a notification would (idempotently). The answer is the same whether or not the transaction id names a payment, and never tells its state (that shows on the signed-in order page): a browser (Accept: text/html) is redirected to the order page named by `order` (part of the return address given to MultiSafepay), or to My Orders without it; other callers get the text RECEIVED.',
        querystring: returnQuery,
        response: {
          200: text('Always RECEIVED'),
          302: z.null().describe('To #/my-orders/{order}?payment=return, or #/my-orders'),
        },
      },
    },
    async (request, reply) => {
      await payments.paymentReturn(request.query.transactionid);
      if ((request.headers.accept ?? '').includes('text/html')) {
        // Built from the query alone: the same address for a known and an unknown transaction id.
        const { order } = request.query;
        const target = order ? `/#/my-orders/${order}?payment=return` : '/#/my-orders';
        return reply.redirect(`${publicUrl}${target}`, 302);
      }
      return reply.type('text/plain; charset=utf-8').send('RECEIVED');
    },
  );

  api.get(
    '/rest/open/multisafepay-notification',
    {
      config: {
        access: 'open',
        errors: [503],
        rateLimit: { max: returnRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'MultiSafepay’s notification of a payment, sent by GET (notification_method GET)',
        description:
          'MultiSafepay calls GET ?transactionid={order_id}&timestamp=… without a body or signature, so this is only a hint whom to ask: the status is asked of MultiSafepay itself and acted on, as for the POST and the browser’s return. "OK" once handled, and for an id that names no payment (ignored); 503 when MultiSafepay could not be asked, so it sends the notification again.',
        querystring: paymentNotificationQuery,
        response: { 200: text('OK') },
      },
    },
    async (request, reply) => {
      const answer = await payments.notificationHint(request.query.transactionid);
      return reply.type('text/plain; charset=utf-8').send(answer);
    },
  );

  // MultiSafepay signs the body as sent: this route keeps it as text (its own parser, in its own scope).
  app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/rest/open/multisafepay-notification',
      {
        config: { access: 'open', errors: [403] },
        schema: {
          tags,
          summary: 'MultiSafepay’s notification (webhook) of a payment',
          description:
            'MultiSafepay POSTs its JSON order here with ?transactionid={order_id}&timestamp=… and an Auth header: base64 of "timestamp:signature", the signature being the hex HMAC-SHA512 of "timestamp:rawBody" keyed with the API key. The header is checked first (constant time, at most 600 s old: else 403); then the status is asked of MultiSafepay itself and acted on. "OK" once handled; 503 when MultiSafepay could not be asked, so it sends the notification again.',
          querystring: paymentNotificationQuery,
          response: { 200: text('OK') },
        },
      },
      async (request, reply) => {
        const answer = await payments.notification({
          rawBody: typeof request.body === 'string' ? request.body : '',
          auth: headerValue(request.headers.auth),
          transactionId: request.query.transactionid,
        });
        return reply.type('text/plain; charset=utf-8').send(answer);
      },
    );
  });
}

const returnQuery = paymentReturnQuery.extend({
  order: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'Order is not valid' })
    .optional()
    .describe('The order id, as put in the return address when the payment was opened'),
});

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
