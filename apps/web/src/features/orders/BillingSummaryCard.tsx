import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi, authKeys } from '../../api/auth.api.ts';
import { billingApi, billingKeys } from '../../api/billing.api.ts';
import { AddressLines } from './OrderAddressesCard.tsx';

const VAT_STATUS_COLOURS = {
  VALID: 'teal',
  INVALID: 'red',
  FORMAT_INVALID: 'red',
  UNAVAILABLE: 'orange',
} as const;

/**
 * Who is invoiced: the account's name and address with the billing country, company and VAT number of
 * My Profile (changed there, not here).
 */
export function BillingSummaryCard() {
  const { t } = useTranslation();
  const profile = useQuery({ queryKey: authKeys.profile, queryFn: authApi.profile });
  const billing = useQuery({ queryKey: billingKeys.details, queryFn: billingApi.get });
  const user = profile.data?.user;
  const details = billing.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="billing-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="billing-title">
            {t('checkout.billing.title')}
          </Title>
          <Anchor component={Link} to="/profile" size="sm">
            {t('checkout.billing.edit')}
          </Anchor>
        </Group>
        {(profile.isError || billing.isError) && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
            {t('checkout.billing.loadFailed')}
          </Alert>
        )}
        {(profile.isPending || billing.isPending) && <Skeleton height={72} />}
        {user && details && (
          <>
            <AddressLines
              address={{
                name: `${user.firstname} ${user.lastname}`.trim(),
                companyName: details.companyName ?? user.companyName,
                street: user.address,
                postalCode: user.zipCode,
                city: user.city,
                countryCode: details.countryCode ?? user.country,
                phoneNumber: null,
              }}
            />
            {details.vatNumber && (
              <Group gap="xs">
                <Text size="sm">
                  {t('orders.addresses.vatNumber', {
                    number: `${details.countryCode === 'GR' ? 'EL' : (details.countryCode ?? '')}${details.vatNumber}`,
                  })}
                </Text>
                {details.vatStatus !== 'NONE' && (
                  <Badge size="sm" variant="light" color={VAT_STATUS_COLOURS[details.vatStatus]}>
                    {t(`billing.status.${details.vatStatus}`)}
                  </Badge>
                )}
              </Group>
            )}
            {!details.countryCode && (
              <Text size="sm" c="dimmed">
                {t('billing.unset')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
