import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PurchaseLineView, type PurchaseOfferView, purchasingApi } from '../../api/purchasing.api.ts';
import { formatNumber, formatUnitPrice } from '../../components/format.ts';
import { P } from './purchase-badges.tsx';
import { usePurchasingAction } from './use-purchasing-action.ts';

type Choice =
  | { kind: 'offer'; distributor: PurchaseOfferView['distributor']; sku: string }
  | { kind: 'staff'; euros: number };

const offerKey = (offer: Pick<PurchaseOfferView, 'distributor' | 'sku'>) =>
  `${offer.distributor}|${offer.sku}`;

/**
 * Buys a line from another distributor's current offer (distributor, SKU, stock, price; simulated
 * offers said so) or prices it with staff's own price in euros a part.
 */
export function PurchaseLineChoice({
  orderId,
  line,
  onClose,
}: {
  orderId: number;
  line: PurchaseLineView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'offer' | 'staff'>(line.offers.length > 0 ? 'offer' : 'staff');
  const current = line.offers.find(
    (offer) => offer.distributor === line.distributor && offer.sku === line.sku,
  );
  const [chosen, setChosen] = useState<string | null>(current ? offerKey(current) : null);
  const [euros, setEuros] = useState<number | string>(
    line.pricing === 'staff' && line.unitPrice !== null ? line.unitPrice : '',
  );
  const save = usePurchasingAction(
    orderId,
    (choice: Choice) =>
      choice.kind === 'offer'
        ? purchasingApi.chooseOffer(orderId, line.lineNo, choice.distributor, choice.sku)
        : purchasingApi.setStaffPrice(orderId, line.lineNo, choice.euros),
    t(`${P}.lineSaved`, { lineNo: line.lineNo }),
  );

  const options = line.offers.map((offer) => ({
    value: offerKey(offer),
    label: [
      `${offer.distributor} ${offer.sku}`,
      t(`${P}.inStock`, { stock: formatNumber(offer.stock, 0) }),
      formatUnitPrice(offer.unitPrice, offer.currency),
      ...(offer.simulated ? [t(`${P}.simulated`)] : []),
    ].join(' · '),
  }));
  const offer = line.offers.find((candidate) => offerKey(candidate) === chosen);
  const price = typeof euros === 'number' ? euros : Number.NaN;
  const canSave = mode === 'offer' ? Boolean(offer) : Number.isFinite(price) && price > 0;

  const handleSave = () => {
    const choice: Choice | null =
      mode === 'offer'
        ? offer
          ? { kind: 'offer', distributor: offer.distributor, sku: offer.sku }
          : null
        : { kind: 'staff', euros: price };
    if (choice) save.mutate(choice, { onSuccess: onClose });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={<Text fw={600}>{t(`${P}.choiceTitle`, { lineNo: line.lineNo, mpn: line.mpn ?? '—' })}</Text>}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`${P}.choiceHint`, { quantity: formatNumber(line.quantity, 0) })}
        </Text>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'staff' ? 'staff' : 'offer')}
          data={[
            { value: 'offer', label: t(`${P}.chooseOffer`), disabled: line.offers.length === 0 },
            { value: 'staff', label: t(`${P}.enterPrice`) },
          ]}
        />
        {mode === 'offer' ? (
          <Select
            label={t(`${P}.offer`)}
            description={t(`${P}.offerHint`)}
            data={options}
            value={chosen}
            onChange={setChosen}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <NumberInput
            label={t(`${P}.staffPrice`)}
            description={t(`${P}.staffPriceHint`)}
            value={euros}
            onChange={setEuros}
            min={0}
            max={100_000}
            decimalScale={4}
            prefix="€"
            data-autofocus
          />
        )}
        {mode === 'offer' && line.offers.length === 0 && (
          <Text size="sm" c="dimmed">
            {t(`${P}.noOffers`)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!canSave} loading={save.isPending} onClick={handleSave}>
            {t(`${P}.saveLine`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
