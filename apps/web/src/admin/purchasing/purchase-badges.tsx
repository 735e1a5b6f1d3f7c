import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseLineView, PurchaseStatus } from '../../api/purchasing.api.ts';

export const P = 'admin.purchasing';

/** Red needs staff, orange waits on the distributor, teal and green are bought, grey is out of the way. */
export const PURCHASE_STATUS_COLOURS: Record<PurchaseStatus, string> = {
  PENDING: 'gray',
  IN_CART: 'blue',
  SUBMITTING: 'yellow',
  UNKNOWN: 'orange',
  ORDERED: 'teal',
  SHIPPED: 'green',
  CANCELLED: 'gray',
  FAILED: 'red',
  REMOVED: 'gray',
};

const LINE_STATE_COLOURS: Record<PurchaseLineView['state'], string> = {
  NOT_PLACED: 'gray',
  IN_CART: 'blue',
  ORDERED: 'teal',
  SHIPPED: 'green',
  CANCELLED: 'gray',
  FAILED: 'red',
};

/** A badge keeps its whole word in a squeezed table column. */
const FIT = { width: 'max-content', maxWidth: 'none' } as const;

const PRICING_COLOURS = { offer: 'gray', distributor: 'indigo', staff: 'grape' } as const;

export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={PURCHASE_STATUS_COLOURS[status]} tt="none" style={FIT}>
      {t(`${P}.purchaseStatus.${status}`)}
    </Badge>
  );
}

export function LineStateBadge({ state }: { state: PurchaseLineView['state'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={LINE_STATE_COLOURS[state]} tt="none" style={FIT}>
      {t(`${P}.lineState.${state}`)}
    </Badge>
  );
}

/** How the line got its price: as the customer's offer, an offer staff chose, staff's own, or none. */
export function PricingBadge({ pricing }: { pricing: PurchaseLineView['pricing'] }) {
  const { t } = useTranslation();
  if (pricing === null) {
    return (
      <Badge variant="filled" color="red" tt="none" style={FIT}>
        {t(`${P}.pricing.none`)}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={PRICING_COLOURS[pricing]} tt="none" style={FIT}>
      {t(`${P}.pricing.${pricing}`)}
    </Badge>
  );
}
