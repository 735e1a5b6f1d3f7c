import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { basketKeys } from '../../api/basket.api.ts';
import { ApiError } from '../../api/client.ts';
import { type OrderFileKind, orderFilesKeys } from '../../api/order-files.api.ts';
import { orderKeys, ordersApi, type SubmitOrderResponse } from '../../api/orders.api.ts';
import {
  ensureIdempotencyKeys,
  IDEMPOTENCY_STORAGE_KEY,
  makeIdempotencyKey,
  readStoredKeys,
} from './checkout-keys.ts';
import { errorMessageOf } from './error-message.ts';
import { missingFilesText } from './OrderFilesNotice.tsx';
import { MY_ORDERS_PATH, orderPath } from './order-paths.ts';

export type PayMethod = 'card' | 'bank-transfer';

/** What went wrong, per project (or order), and the orders that were placed all the same. */
export class CheckoutError extends Error {
  constructor(
    readonly failures: { label: string; message: string }[],
    readonly placed: SubmitOrderResponse[],
  ) {
    super(failures.map((failure) => `${failure.label}: ${failure.message}`).join('\n'));
    this.name = 'CheckoutError';
  }
}

type Outcome =
  | { kind: 'pay'; paymentUrl: string }
  | { kind: 'order'; orderId: number }
  | { kind: 'orders'; count: number; method: PayMethod };

function readSessionKeys(): Record<string, string> {
  try {
    return readStoredKeys(sessionStorage.getItem(IDEMPOTENCY_STORAGE_KEY));
  } catch {
    return {};
  }
}

/**
 * Submits one order per project, each with its own idempotency key kept for this browser tab until the
 * checkout succeeds: a double click, a retry or a reload answers the same orders instead of placing new
 * ones. Then by card: one
 * order goes straight to the payment page, several to My Orders (each has "Pay now"); later by bank
 * transfer: every order waits for the transfer and the customer sees the order (or My Orders).
 */
export function useCheckoutSubmit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useRef<Record<string, string> | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  const storeKeys = (next: Record<string, string>) => {
    keys.current = next;
    try {
      sessionStorage.setItem(IDEMPOTENCY_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // storage full or refused: the keys still hold for this page
    }
    return next;
  };
  const keysFor = (projectIds: readonly string[]) =>
    storeKeys(ensureIdempotencyKeys(keys.current ?? readSessionKeys(), projectIds, makeIdempotencyKey));
  /** Once the orders are placed and the way to pay chosen, their keys are done with. */
  const forgetKeys = (projectIds: readonly string[]) =>
    storeKeys(
      Object.fromEntries(
        Object.entries(keys.current ?? readSessionKeys()).filter(
          ([projectId]) => !projectIds.includes(projectId),
        ),
      ),
    );

  const unreachable = t('errors.serverUnreachable');
  const submit = useMutation({
    mutationFn: async (input: {
      projectIds: readonly string[];
      method: PayMethod;
      shippingAddressId: number | null;
    }): Promise<Outcome> => {
      const idempotencyKeys = keysFor(input.projectIds);
      const placed: SubmitOrderResponse[] = [];
      const failures: CheckoutError['failures'] = [];
      for (const projectId of input.projectIds) {
        try {
          placed.push(
            await ordersApi.submit({
              projectId,
              idempotencyKey: idempotencyKeys[projectId]!,
              ...(input.shippingAddressId === null ? {} : { shippingAddressId: input.shippingAddressId }),
            }),
          );
        } catch (error) {
          // Missing files are named in the customer's language (the notice above says the same).
          const missing =
            error instanceof ApiError && error.code === 'ORDER.FILES_MISSING'
              ? (error.details.missing as OrderFileKind[] | undefined)
              : undefined;
          failures.push({
            label: projectId,
            message: missing ? missingFilesText(t, missing) : errorMessageOf(error, unreachable),
          });
        }
      }
      if (failures.length > 0) throw new CheckoutError(failures, placed);
      const [only] = placed;
      if (input.method === 'card') {
        if (placed.length !== 1 || !only) return { kind: 'orders', count: placed.length, method: 'card' };
        try {
          const { paymentUrl } = await ordersApi.payByCard(only.orderId);
          return { kind: 'pay', paymentUrl };
        } catch (error) {
          throw new CheckoutError(
            [{ label: only.orderKey, message: errorMessageOf(error, unreachable) }],
            placed,
          );
        }
      }
      for (const order of placed) {
        try {
          await ordersApi.payLater(order.orderId);
        } catch (error) {
          failures.push({ label: order.orderKey, message: errorMessageOf(error, unreachable) });
        }
      }
      if (failures.length > 0) throw new CheckoutError(failures, placed);
      return only && placed.length === 1
        ? { kind: 'order', orderId: only.orderId }
        : { kind: 'orders', count: placed.length, method: 'bank-transfer' };
    },
    onSuccess: (outcome, input) => {
      forgetKeys(input.projectIds);
      // Ordered projects leave the basket; the new orders appear in the lists and counts.
      void queryClient.invalidateQueries({ queryKey: basketKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (outcome.kind === 'pay') {
        setIsLeaving(true);
        window.location.href = outcome.paymentUrl;
      } else if (outcome.kind === 'order') {
        navigate(orderPath(outcome.orderId));
      } else {
        notifications.show({
          color: 'teal',
          message:
            outcome.method === 'card'
              ? t('checkout.placedPayEach', { count: outcome.count })
              : t('checkout.placedBankTransfer', { count: outcome.count }),
        });
        navigate(MY_ORDERS_PATH);
      }
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderFilesKeys.all });
    },
  });

  return {
    submit: (projectIds: readonly string[], method: PayMethod, shippingAddressId: number | null) => {
      if (submit.isPending || isLeaving) return;
      submit.mutate({ projectIds, method, shippingAddressId });
    },
    isSubmitting: submit.isPending || isLeaving,
    method: submit.isPending || isLeaving ? (submit.variables?.method ?? null) : null,
    error: submit.error,
  };
}
