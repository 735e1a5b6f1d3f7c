import { VAT_REASON_VALUES } from '@boardhouse/shared/orders/order-edits-api';
import {
  BOARD_COLOURS,
  LAYER_COUNTS,
  MATERIALS,
  SURFACE_FINISHES,
  THICKNESSES_MM,
} from '@boardhouse/shared/pcb/pcb-spec';
import { LEAD_TIME_WORKING_DAYS } from '@boardhouse/shared/quotes/offers-api';
import {
  Alert,
  Button,
  Chip,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { type StaffOrderResponse, staffOrderKeys } from '../../api/order-actions.api.ts';
import { type MoneyEditResponse, orderEditsApi, type PcbComposition } from '../../api/order-edits.api.ts';
import { formatEuros } from '../../components/format.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { ActionCard } from './order-action-kit.tsx';

const KINDS = ['recalculate', 'offer', 'composition', 'packaging', 'vat'] as const;
type Kind = (typeof KINDS)[number];

/** The composition fields staff may change, with their choices. */
const COMPOSITION_CHOICES = {
  layers: LAYER_COUNTS,
  material: MATERIALS,
  thicknessMm: THICKNESSES_MM,
  surfaceFinish: SURFACE_FINISHES,
  solderMaskColor: BOARD_COLOURS,
  silkscreenColor: BOARD_COLOURS,
} as const;
type CompositionField = keyof typeof COMPOSITION_CHOICES;

interface Inputs {
  quantity: number | string;
  workingDays: string;
  composition: Partial<Record<CompositionField, string>>;
  packagingEuros: number | string;
  ratePercent: number | string;
  vatReason: string;
}

/** The call for the chosen kind of edit, with what the form holds. */
function callFor(
  kind: Kind,
  inputs: Inputs,
  order: StaffOrderResponse,
  base: { reason: string; preview: boolean },
) {
  const edit = { orderId: order.orderId, ...base };
  switch (kind) {
    case 'recalculate':
      return orderEditsApi.recalculate(edit);
    case 'offer':
      return orderEditsApi.changeOffer({
        ...edit,
        quantity: Number(inputs.quantity),
        workingDays: Number(inputs.workingDays),
      });
    case 'composition': {
      const composition: Record<string, string | number> = {};
      for (const [field, value] of Object.entries(inputs.composition)) {
        if (value === undefined) continue;
        const numeric = field === 'layers' || field === 'thicknessMm';
        composition[field] = numeric ? Number(value) : value;
      }
      return orderEditsApi.changeComposition({ ...edit, composition: composition as PcbComposition });
    }
    case 'packaging':
      return orderEditsApi.changePackaging({
        ...edit,
        amountCents: Math.round(Number(inputs.packagingEuros) * 100),
      });
    case 'vat':
      return orderEditsApi.changeVat({
        ...edit,
        ratePercent: Number(inputs.ratePercent),
        vatReason: inputs.vatReason,
      });
  }
}

/**
 * Edits that move the order's money. Staff preview first: the totals before and after (and on a paid
 * order what is then owed either way); saving is offered for exactly what was previewed.
 */
export function StaffOrderMoney({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('recalculate');
  // Five choices do not fit a phone's width side by side.
  const [reason, setReason] = useState('');
  const [inputs, setInputs] = useState<Inputs>({
    quantity: order.offer.quantity,
    workingDays: String(order.offer.workingDays),
    composition: {},
    packagingEuros: '',
    ratePercent: order.vat.ratePercent,
    vatReason: order.vat.reason,
  });
  const [preview, setPreview] = useState<{ key: string; answer: MoneyEditResponse } | null>(null);
  const key = JSON.stringify({ kind, reason, inputs });
  const run = useMutation({
    mutationFn: (save: boolean) => callFor(kind, inputs, order, { reason, preview: !save }),
    onSuccess: (answer, save) => {
      if (!save) return setPreview({ key, answer });
      setPreview(null);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(order.orderId) });
      void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
      notifications.show({ color: 'teal', message: t('admin.staffOrder.saved') });
    },
  });
  const errors = run.error instanceof ApiError ? run.error.fieldErrors : {};
  const set = (patch: Partial<Inputs>) => setInputs((current) => ({ ...current, ...patch }));
  const choice = (field: CompositionField) => ({
    label: t(`admin.staffOrder.money.fields.${field}`),
    data: COMPOSITION_CHOICES[field].map(String),
    value: inputs.composition[field] ?? null,
    placeholder: String((order.production.pcbSpec as Record<string, unknown> | null)?.[field] ?? '—'),
    onChange: (value: string | null) =>
      set({ composition: { ...inputs.composition, [field]: value ?? undefined } }),
    error: errors[`composition.${field}`],
    clearable: true,
  });

  return (
    <ActionCard title={t('admin.staffOrder.money.title')}>
      {/* Chips wrap onto a second line where five labels do not fit side by side (German, phones). */}
      <Chip.Group
        multiple={false}
        value={kind}
        onChange={(value) => {
          setKind(value as Kind);
          run.reset();
        }}
      >
        <Group gap="xs" role="radiogroup" aria-label={t('admin.staffOrder.money.title')}>
          {KINDS.map((value) => (
            <Chip key={value} value={value} variant="outline" radius="sm">
              {t(`admin.staffOrder.money.kinds.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed">
        {t(`admin.staffOrder.money.hints.${kind}`)}
      </Text>
      {kind === 'offer' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('admin.staffOrder.money.fields.quantity')}
            min={1}
            allowDecimal={false}
            value={inputs.quantity}
            onChange={(value) => set({ quantity: value })}
            error={errors.quantity}
          />
          <Select
            label={t('admin.staffOrder.money.fields.workingDays')}
            data={LEAD_TIME_WORKING_DAYS.map(String)}
            value={inputs.workingDays}
            onChange={(value) => set({ workingDays: value ?? inputs.workingDays })}
            allowDeselect={false}
            error={errors.workingDays}
          />
        </SimpleGrid>
      )}
      {kind === 'composition' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(Object.keys(COMPOSITION_CHOICES) as CompositionField[]).map((field) => (
            <Select key={field} {...choice(field)} />
          ))}
        </SimpleGrid>
      )}
      {kind === 'packaging' && (
        <NumberInput
          label={t('admin.staffOrder.money.fields.packaging')}
          prefix="€ "
          min={0}
          decimalScale={2}
          value={inputs.packagingEuros}
          onChange={(value) => set({ packagingEuros: value })}
          error={errors.amountCents}
        />
      )}
      {kind === 'vat' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('admin.staffOrder.money.fields.ratePercent')}
            suffix=" %"
            min={0}
            max={30}
            value={inputs.ratePercent}
            onChange={(value) => set({ ratePercent: value })}
            error={errors.ratePercent}
          />
          <Select
            label={t('admin.staffOrder.money.fields.vatReason')}
            data={VAT_REASON_VALUES.map((value) => ({
              value,
              label: t(`admin.staffOrder.money.vatReasons.${value}`),
            }))}
            value={inputs.vatReason}
            onChange={(value) => set({ vatReason: value ?? inputs.vatReason })}
            allowDeselect={false}
            error={errors.vatReason}
          />
        </SimpleGrid>
      )}
      <Textarea
        label={t('admin.staffOrder.money.reason')}
        description={t('admin.staffOrder.money.reasonHint')}
        required
        autosize
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errors.reason}
      />
      {run.isError && Object.keys(errors).length === 0 && (
        <Alert color="red">{errorText(run.error, t('errors.serverUnreachable'))}</Alert>
      )}
      {preview && preview.key === key && <PreviewTable answer={preview.answer} />}
      <Group>
        <Button
          variant="light"
          loading={run.isPending && run.variables === false}
          onClick={() => run.mutate(false)}
        >
          {t('admin.staffOrder.money.preview')}
        </Button>
        <Button
          disabled={preview?.key !== key}
          loading={run.isPending && run.variables === true}
          onClick={() => run.mutate(true)}
        >
          {t('admin.staffOrder.money.save')}
        </Button>
      </Group>
    </ActionCard>
  );
}

function PreviewTable({ answer }: { answer: MoneyEditResponse }) {
  const { t } = useTranslation();
  const rows = [
    ['net', answer.before.netCents, answer.after.netCents],
    ['vat', answer.before.vatCents, answer.after.vatCents],
    ['total', answer.before.totalCents, answer.after.totalCents],
  ] as const;
  const balance = answer.balanceCents;
  return (
    <>
      <Table fz="sm" withTableBorder aria-label={t('admin.staffOrder.money.previewTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">{t('admin.staffOrder.money.before')}</Table.Th>
            <Table.Th ta="right">{t('admin.staffOrder.money.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([name, before, after]) => (
            <Table.Tr key={name}>
              <Table.Td>{t(`admin.staffOrder.money.${name}`)}</Table.Td>
              <Table.Td ta="right">{formatEuros(before)}</Table.Td>
              <Table.Td ta="right" fw={before === after ? undefined : 600}>
                {formatEuros(after)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        {t('admin.staffOrder.money.difference', { amount: formatEuros(answer.differenceCents) })}
        {balance !== null && balance !== 0 && (
          <Text span fw={600} c={balance > 0 ? 'orange.8' : 'red.8'}>
            {' · '}
            {t(balance > 0 ? 'admin.staffOrder.money.toCollect' : 'admin.staffOrder.money.toRefund', {
              amount: formatEuros(Math.abs(balance)),
            })}
          </Text>
        )}
      </Text>
    </>
  );
}
