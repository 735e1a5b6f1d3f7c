import { Button, Group, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { StaffOrderResponse } from '../../api/order-actions.api.ts';
import { orderEditsApi } from '../../api/order-edits.api.ts';
import { ActionCard, useOrderAction } from './order-action-kit.tsx';

const fieldErrorsOf = (error: unknown) => (error instanceof ApiError ? error.fieldErrors : {});
/** A number input's value for the API: undefined when left empty. */
const numberOrNothing = (value: number | string) => (value === '' ? undefined : Number(value));

/** Corrections that move no money: the customer's reference, the staff note, production figures, parcels. */
export function StaffOrderData({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const id = order.orderId;
  const [reference, setReference] = useState(order.customerReference ?? '');
  const [note, setNote] = useState(order.internalNote ?? '');
  const stats = order.productionStats;
  const [produced, setProduced] = useState<number | string>(stats?.boardsProduced ?? '');
  const [rejected, setRejected] = useState<number | string>(stats?.boardsRejected ?? 0);
  const [panels, setPanels] = useState<number | string>(stats?.panelsProduced ?? '');
  const [minutes, setMinutes] = useState<number | string>(stats?.assemblyMinutes ?? '');
  const parcel = order.shipmentDetails;
  const [parcels, setParcels] = useState<number | string>(parcel?.parcels ?? 1);
  const [weight, setWeight] = useState<number | string>(parcel?.weightKg ?? '');
  const [service, setService] = useState(parcel?.service ?? '');

  const saveOrder = useOrderAction(id, () =>
    orderEditsApi.updateOrder({
      orderId: id,
      customerReference: reference || null,
      internalNote: note || null,
    }),
  );
  const saveStats = useOrderAction(id, () =>
    orderEditsApi.updateStats({
      orderId: id,
      boardsProduced: Number(produced),
      boardsRejected: Number(rejected),
      panelsProduced: numberOrNothing(panels),
      assemblyMinutes: numberOrNothing(minutes),
    }),
  );
  const saveParcels = useOrderAction(id, () =>
    orderEditsApi.updateShipment({
      orderId: id,
      parcels: Number(parcels),
      weightKg: Number(weight),
      service: service || undefined,
    }),
  );
  const orderErrors = fieldErrorsOf(saveOrder.error);
  const statsErrors = fieldErrorsOf(saveStats.error);
  const parcelErrors = fieldErrorsOf(saveParcels.error);

  return (
    <ActionCard title={t('admin.staffOrder.data.title')}>
      <TextInput
        label={t('admin.staffOrder.data.customerReference')}
        value={reference}
        onChange={(event) => setReference(event.currentTarget.value)}
        error={orderErrors.customerReference}
      />
      <Textarea
        label={t('admin.staffOrder.data.internalNote')}
        description={t('admin.staffOrder.data.internalNoteHint')}
        autosize
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={orderErrors.internalNote}
      />
      <Group>
        <Button variant="light" loading={saveOrder.isPending} onClick={() => saveOrder.mutate(undefined)}>
          {t('admin.staffOrder.data.saveOrder')}
        </Button>
      </Group>

      {/* Two columns: long German labels ("Bestückungsminuten") do not fit four in the side column. */}
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('admin.staffOrder.data.boardsProduced')}
          min={0}
          allowDecimal={false}
          value={produced}
          onChange={setProduced}
          error={statsErrors.boardsProduced}
        />
        <NumberInput
          label={t('admin.staffOrder.data.boardsRejected')}
          min={0}
          allowDecimal={false}
          value={rejected}
          onChange={setRejected}
          error={statsErrors.boardsRejected}
        />
        <NumberInput
          label={t('admin.staffOrder.data.panelsProduced')}
          min={0}
          allowDecimal={false}
          value={panels}
          onChange={setPanels}
          error={statsErrors.panelsProduced}
        />
        <NumberInput
          label={t('admin.staffOrder.data.assemblyMinutes')}
          min={0}
          allowDecimal={false}
          value={minutes}
          onChange={setMinutes}
          error={statsErrors.assemblyMinutes}
        />
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          disabled={produced === ''}
          loading={saveStats.isPending}
          onClick={() => saveStats.mutate(undefined)}
        >
          {t('admin.staffOrder.data.saveStats')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <NumberInput
          label={t('admin.staffOrder.data.parcels')}
          min={1}
          allowDecimal={false}
          value={parcels}
          onChange={setParcels}
          error={parcelErrors.parcels}
        />
        <NumberInput
          label={t('admin.staffOrder.data.weightKg')}
          min={0}
          decimalScale={2}
          suffix=" kg"
          value={weight}
          onChange={setWeight}
          error={parcelErrors.weightKg}
        />
        <TextInput
          label={t('admin.staffOrder.data.service')}
          value={service}
          onChange={(event) => setService(event.currentTarget.value)}
          error={parcelErrors.service}
        />
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          disabled={weight === ''}
          loading={saveParcels.isPending}
          onClick={() => saveParcels.mutate(undefined)}
        >
          {t('admin.staffOrder.data.saveParcels')}
        </Button>
      </Group>
    </ActionCard>
  );
}
