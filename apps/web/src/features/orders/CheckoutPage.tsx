import { isDeliverableAddress } from '@boardhouse/shared/orders/delivery-address';
import { sumBasket } from '@boardhouse/shared/quotes/basket-api';
import { Alert, Button, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi, authKeys } from '../../api/auth.api.ts';
import { type BasketItem, basketApi, basketKeys } from '../../api/basket.api.ts';
import { billingApi, billingKeys } from '../../api/billing.api.ts';
import { shippingAddressesApi, shippingAddressKeys } from '../../api/shipping-addresses.api.ts';
import { isOrderingRefused } from '../../api/team-standing.ts';
import { useTeamStanding } from '../../api/use-team-standing.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { OrderingNotice } from '../../components/OrderingNotice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BillingSummaryCard } from './BillingSummaryCard.tsx';
import { CheckoutProjects } from './CheckoutProjects.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { parseProjectKeys, pickShippingAddressId } from './checkout-keys.ts';
import { ShippingAddressPicker } from './ShippingAddressPicker.tsx';
import { useCheckoutSubmit } from './use-checkout-submit.ts';

const BASKET_PATH = '/my-basket';

/**
 * Checkout of the projects My Basket sends (`?projects=P-26-000001,P-26-000002`): each project's offer,
 * the billing and shipping addresses, the totals with VAT, the terms, then pay by card or later by
 * bank transfer. One order is placed per project.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectIds = useMemo(() => parseProjectKeys(params.get('projects')), [params]);
  const basket = useQuery({
    queryKey: basketKeys.all,
    queryFn: basketApi.get,
    refetchOnMount: 'always',
    enabled: projectIds.length > 0,
  });
  const addresses = useQuery({ queryKey: shippingAddressKeys.all, queryFn: shippingAddressesApi.list });
  const billing = useQuery({ queryKey: billingKeys.details, queryFn: billingApi.get });
  const profile = useQuery({ queryKey: authKeys.profile, queryFn: authApi.profile });
  const [pickedAddressId, setPickedAddressId] = useState<number | null>(null);
  const checkout = useCheckoutSubmit();
  const standing = useTeamStanding();

  const header = <PageHeader title={t('checkout.title')} />;
  if (projectIds.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<IconShoppingCart size={28} />}
          title={t('checkout.empty.title')}
          description={t('checkout.empty.text')}
          actionLabel={t('checkout.empty.action')}
          onAction={() => navigate(BASKET_PATH)}
        />
      </>
    );
  }
  if (basket.isError) {
    return (
      <>
        {header}
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void basket.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </>
    );
  }
  if (!basket.data || standing.status === 'pending') {
    return (
      <>
        {header}
        <Stack aria-busy="true" aria-label={t('checkout.loading')}>
          <Skeleton height={140} />
          <Skeleton height={140} />
        </Stack>
      </>
    );
  }

  const inBasket = new Map(basket.data.items.map((item) => [item.projectId, item]));
  const items: BasketItem[] = [];
  const unavailable: { projectId: string; isExpired: boolean }[] = [];
  for (const projectId of projectIds) {
    const item = inBasket.get(projectId);
    if (item && !item.expired) items.push(item);
    else unavailable.push({ projectId, isExpired: item?.expired ?? false });
  }
  if (items.length === 0 && !checkout.isSubmitting) {
    return (
      <>
        {header}
        <EmptyState
          icon={<IconShoppingCart size={28} />}
          title={t('checkout.nothingOrderable.title')}
          description={t('checkout.nothingOrderable.text')}
          actionLabel={t('checkout.empty.action')}
          onAction={() => navigate(BASKET_PATH)}
        />
      </>
    );
  }

  const shippingAddressId = pickShippingAddressId(addresses.data?.addresses ?? [], pickedAddressId);
  // A member the team does not let order sees what would be ordered and who orders it; their own
  // billing and shipping addresses would not be used, so they are not asked for.
  const isRefused = isOrderingRefused(standing);
  // With no saved address the boards go to the billing address, which then needs a street, postal code
  // and city (the server refuses the order otherwise).
  const user = profile.data?.user;
  const isAddressNeeded =
    addresses.data?.addresses.length === 0 && user !== undefined && !isDeliverableAddress(user);
  return (
    <>
      {header}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            <CheckoutProjects items={items} unavailable={unavailable} />
            {!isRefused && <BillingSummaryCard />}
            {!isRefused && (
              <ShippingAddressPicker
                addresses={addresses.data?.addresses}
                isError={addresses.isError}
                onRetry={() => void addresses.refetch()}
                selectedId={shippingAddressId}
                onSelect={setPickedAddressId}
                defaultCountry={billing.data?.countryCode ?? null}
                isAddressNeeded={isAddressNeeded}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack pos="sticky" top={80}>
            <CheckoutSummary
              count={items.length}
              totals={sumBasket(items)}
              isSubmitting={checkout.isSubmitting}
              method={checkout.method}
              error={checkout.error}
              onPay={(method) =>
                checkout.submit(
                  items.map((item) => item.projectId),
                  method,
                  shippingAddressId,
                )
              }
              refusal={isRefused ? <OrderingNotice standing={standing} /> : undefined}
              missing={isAddressNeeded ? t('checkout.shipping.needed') : null}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
