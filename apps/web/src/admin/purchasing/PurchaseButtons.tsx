import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PurchaseDistributor,
  type PurchaseLineView,
  type PurchasingResponse,
  purchasingApi,
} from '../../api/purchasing.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { P } from './purchase-badges.tsx';
import { usePurchasingAction } from './use-purchasing-action.ts';

const DISTRIBUTOR_ORDER: PurchaseDistributor[] = ['Mouser', 'Arrow', 'Verical'];
/** Lines that may (still) go into a purchase. */
const OPEN: ReadonlySet<PurchaseLineView['state']> = new Set(['NOT_PLACED', 'IN_CART', 'FAILED']);

type Action = { kind: 'cart' } | { kind: 'place' | 'check'; distributor: PurchaseDistributor };

/** What placing the distributor's purchase would send: its PO number (the live one, or the next) and lines. */
function placing(data: PurchasingResponse, distributor: PurchaseDistributor) {
  const ofDistributor = data.purchases.filter((purchase) => purchase.distributor === distributor);
  const live = ofDistributor.find((purchase) => purchase.status !== 'REMOVED');
  const poNumber =
    live?.poNumber ?? `${data.orderKey}-${distributor.slice(0, 3).toUpperCase()}-${ofDistributor.length + 1}`;
  const lines = data.lines.filter((line) => line.distributor === distributor && OPEN.has(line.state));
  return { live, poNumber, lines };
}

/**
 * Per distributor this server buys from by API: fill the Mouser cart, place the order (after a
 * confirmation: it spends money), and check the status of what was placed. Distributors with lines the
 * server cannot buy from are named, to be bought by hand.
 */
export function PurchaseButtons({ data }: { data: PurchasingResponse }) {
  const { t } = useTranslation();
  const orderId = data.orderId;
  const [confirming, setConfirming] = useState<PurchaseDistributor | null>(null);
  const act = usePurchasingAction(
    orderId,
    (action: Action) =>
      action.kind === 'cart'
        ? purchasingApi.fillMouserCart(orderId)
        : action.kind === 'place'
          ? purchasingApi.placeOrder(orderId, action.distributor)
          : purchasingApi.checkStatus(orderId, action.distributor),
    t(`${P}.done`),
  );
  const isBusy = (action: Action) =>
    act.isPending &&
    act.variables?.kind === action.kind &&
    (action.kind === 'cart' ||
      (act.variables.kind !== 'cart' && act.variables.distributor === action.distributor));

  const withLines = DISTRIBUTOR_ORDER.filter((name) => data.lines.some((line) => line.distributor === name));
  const byHand = withLines.filter((name) => !data.purchasable.includes(name));
  const confirmed = confirming ? placing(data, confirming) : null;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        {DISTRIBUTOR_ORDER.filter((name) => data.purchasable.includes(name)).map((distributor) => {
          const { live, lines } = placing(data, distributor);
          const isUnsettled = live?.status === 'SUBMITTING' || live?.status === 'UNKNOWN';
          const hasLines = data.lines.some((line) => line.distributor === distributor);
          const canCart = lines.length > 0 && !isUnsettled;
          if (!hasLines && !live) return null;
          return (
            <Group key={distributor} gap="xs" wrap="wrap">
              {distributor === 'Mouser' && hasLines && (
                <Button
                  variant="light"
                  leftSection={<IconShoppingCart size={16} />}
                  disabled={!canCart || act.isPending}
                  loading={isBusy({ kind: 'cart' })}
                  onClick={() => act.mutate({ kind: 'cart' })}
                >
                  {t(`${P}.addToCart`)}
                </Button>
              )}
              {hasLines && (
                <Button
                  leftSection={<IconTruckDelivery size={16} />}
                  disabled={(lines.length === 0 && !isUnsettled) || act.isPending}
                  loading={isBusy({ kind: 'place', distributor })}
                  onClick={() => setConfirming(distributor)}
                >
                  {t(`${P}.placeOrder`, { distributor })}
                </Button>
              )}
              {live && live.status !== 'PENDING' && (
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} />}
                  disabled={act.isPending}
                  loading={isBusy({ kind: 'check', distributor })}
                  onClick={() => act.mutate({ kind: 'check', distributor })}
                >
                  {t(`${P}.checkStatus`, { distributor })}
                </Button>
              )}
            </Group>
          );
        })}
      </Group>
      {byHand.length > 0 && (
        <Text size="sm" c="dimmed">
          {t(`${P}.byHand`, { distributors: byHand.join(', ') })}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t(`${P}.placeTitle`)}
        message={
          confirming && confirmed
            ? t(`${P}.placeText`, {
                distributor: confirming,
                poNumber: confirmed.poNumber,
                count: confirmed.lines.length,
              })
            : ''
        }
        confirmLabel={confirming ? t(`${P}.placeOrder`, { distributor: confirming }) : undefined}
        isBusy={act.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          act.mutate({ kind: 'place', distributor: confirming }, { onSettled: () => setConfirming(null) });
        }}
      />
    </Stack>
  );
}
