import {
  CARRIER_NAMES,
  type Carrier,
  type REVIEW_OUTCOMES,
} from '@boardhouse/shared/orders/order-actions-api';
import type { OrderStatus } from '@boardhouse/shared/orders/order-status';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderActionsApi, type StaffOrderResponse } from '../../api/order-actions.api.ts';
import { unpricedLinesOf } from '../../api/purchasing.api.ts';
import { ActionCard, useOrderAction } from './order-action-kit.tsx';
import { scrollToPurchasing } from './StaffOrderPurchasing.tsx';
import { UnpricedLinesDialog } from './UnpricedLinesDialog.tsx';

interface StatusMove {
  to: OrderStatus;
  /** Why the order goes on with BOM lines unpriced (only after the server asked for it). */
  pricingOverride?: string;
}

/** The staff edits of one order: status (as the state table allows), review, shipment, tracking. */
export function StaffOrderActions({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const id = order.orderId;
  const [status, setStatus] = useState<string | null>(null);
  const [statusNote, setStatusNote] = useState('');
  const [unpriced, setUnpriced] = useState<{ lines: number[]; to: OrderStatus } | null>(null);
  const [reviewNote, setReviewNote] = useState(order.review.note ?? '');
  const [departure, setDeparture] = useState(order.shipping.departureDate ?? '');
  const [arrival, setArrival] = useState(order.arrivalDate ?? '');
  const [carrier, setCarrier] = useState<string | null>(order.shipping.carrier);
  const [tracking, setTracking] = useState(order.shipping.trackingCode ?? '');

  const move = useOrderAction(
    id,
    ({ to, pricingOverride }: StatusMove) =>
      orderActionsApi.changeStatus({
        orderId: id,
        status: to,
        note: statusNote || undefined,
        ...(pricingOverride ? { pricingOverride } : {}),
      }),
    { isHandledError: (error) => unpricedLinesOf(error) !== null },
  );
  const handleMove = (next: StatusMove) =>
    move.mutate(next, {
      onSuccess: () => {
        setStatus(null);
        setUnpriced(null);
      },
      onError: (error) => {
        const lines = unpricedLinesOf(error);
        if (lines) setUnpriced({ lines, to: next.to });
      },
    });
  const review = useOrderAction(id, (outcome: (typeof REVIEW_OUTCOMES)[number]) =>
    orderActionsApi.saveReview({ orderId: id, reviewStatus: outcome, note: reviewNote || undefined }),
  );
  const dates = useOrderAction(id, () =>
    orderActionsApi.setShipmentDates({ orderId: id, departureDate: departure, arrivalDate: arrival }),
  );
  const departureMail = useOrderAction(id, () => orderActionsApi.sendDepartureMail(id));
  const ship = useOrderAction(id, () =>
    orderActionsApi.setTrackingCode({ orderId: id, carrier: carrier as Carrier, trackingCode: tracking }),
  );
  const statusOptions = order.allowedStatuses
    .filter((option) => option !== 'PAYMENT_FAILED')
    .map((option) => ({ value: option, label: t(`orders.status.${option}`) }));

  return (
    <Stack gap="md">
      <ActionCard title={t('admin.staffOrder.statusTitle')}>
        {statusOptions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.staffOrder.statusFinal')}
          </Text>
        ) : (
          <>
            <Select
              label={t('admin.staffOrder.newStatus')}
              data={statusOptions}
              value={status}
              onChange={setStatus}
              allowDeselect={false}
            />
            <Textarea
              label={t('admin.staffOrder.note')}
              value={statusNote}
              onChange={(event) => setStatusNote(event.currentTarget.value)}
              autosize
              minRows={2}
            />
            <Group>
              <Button
                disabled={!status}
                loading={move.isPending}
                onClick={() => status && handleMove({ to: status as OrderStatus })}
              >
                {t('admin.staffOrder.changeStatus')}
              </Button>
            </Group>
          </>
        )}
        {unpriced && (
          <UnpricedLinesDialog
            lines={unpriced.lines}
            status={t(`orders.status.${unpriced.to}`)}
            isBusy={move.isPending}
            onCancel={() => setUnpriced(null)}
            onPrice={() => {
              setUnpriced(null);
              scrollToPurchasing();
            }}
            onGoAhead={(reason) => handleMove({ to: unpriced.to, pricingOverride: reason })}
          />
        )}
      </ActionCard>

      <ActionCard title={t('admin.staffOrder.reviewTitle')}>
        <Textarea
          label={t('admin.staffOrder.reviewNote')}
          description={t('admin.staffOrder.reviewNoteHint')}
          value={reviewNote}
          onChange={(event) => setReviewNote(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group>
          <Button color="teal" loading={review.isPending} onClick={() => review.mutate('APPROVED')}>
            {t('admin.staffOrder.approve')}
          </Button>
          <Button
            color="orange"
            variant="light"
            loading={review.isPending}
            onClick={() => review.mutate('CHANGES_NEEDED')}
          >
            {t('admin.staffOrder.askChanges')}
          </Button>
        </Group>
      </ActionCard>

      <ActionCard title={t('admin.staffOrder.shipmentTitle')}>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('admin.staffOrder.departure')}
            value={departure}
            onChange={(event) => setDeparture(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('admin.staffOrder.arrival')}
            value={arrival}
            onChange={(event) => setArrival(event.currentTarget.value)}
          />
        </Group>
        <Group>
          <Button
            variant="light"
            disabled={!departure || !arrival}
            loading={dates.isPending}
            onClick={() => dates.mutate(undefined)}
          >
            {t('admin.staffOrder.saveDates')}
          </Button>
          <Button
            variant="default"
            disabled={!order.shipping.departureDate || !order.arrivalDate}
            loading={departureMail.isPending}
            onClick={() => departureMail.mutate(undefined)}
          >
            {t('admin.staffOrder.sendDates')}
          </Button>
        </Group>
        <Group grow align="flex-start">
          <Select
            label={t('admin.staffOrder.carrier')}
            data={CARRIER_NAMES}
            value={carrier}
            onChange={setCarrier}
            allowDeselect={false}
          />
          <TextInput
            label={t('admin.staffOrder.trackingCode')}
            value={tracking}
            onChange={(event) => setTracking(event.currentTarget.value)}
          />
        </Group>
        <Group>
          <Button
            disabled={!carrier || !tracking.trim()}
            loading={ship.isPending}
            onClick={() => ship.mutate(undefined)}
          >
            {t('admin.staffOrder.ship')}
          </Button>
        </Group>
      </ActionCard>
    </Stack>
  );
}
