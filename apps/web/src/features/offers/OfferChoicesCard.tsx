import { Badge, Button, Card, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTicket, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basketKeys } from '../../api/basket.api.ts';
import {
  type BreakdownResponse,
  type OfferSetResponse,
  offerKeys,
  offersApi,
  type ShippingOptionsResponse,
} from '../../api/offers.api.ts';
import { countryOptions } from '../../components/countries.ts';
import { formatEuros, formatNumber } from '../../components/format.ts';
import { errorText } from '../../i18n/error-text.ts';

type ShippingOption = ShippingOptionsResponse['options'][number];

/** "2 parcels, 41.3 kg" or "1 pallet, 296 kg": what the option ships; nothing when the server does not say. */
function shipmentOf(option: ShippingOption, t: TFunction): string | undefined {
  if (option.parcels === undefined || option.weightKg === undefined) return undefined;
  const key = option.kind === 'freight' ? 'offers.shipping.pallets' : 'offers.shipping.parcels';
  return t(key, { count: option.parcels, weight: formatNumber(option.weightKg, 1) });
}

interface Props {
  projectId: string;
  offers: OfferSetResponse;
  canEdit: boolean;
}

/**
 * Choices on the offer in the basket: a promo code and where the parcel goes. The breakdown above
 * follows each of them, and the matrix prices shipping to the chosen country.
 */
export function OfferChoicesCard({ projectId, offers, canEdit }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selected = offers.selected;
  const choices = offers.choices;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const shippingOptions = useQuery<ShippingOptionsResponse | null>({
    queryKey: offerKeys.shippingOptions(projectId),
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const showBreakdown = async (breakdown: BreakdownResponse) => {
    queryClient.setQueryData(
      offerKeys.breakdown(projectId, breakdown.quantity, breakdown.workingDays),
      breakdown,
    );
    // The selection's price changed: the matrix and the basket follow.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: offerKeys.set(projectId) }),
      queryClient.invalidateQueries({ queryKey: basketKeys.all }),
    ]);
  };

  const applyCode = useMutation({
    mutationFn: (value: string) => offersApi.applyPromoCode(projectId, value),
    onSuccess: async (breakdown) => {
      setCode('');
      setCodeError(null);
      await showBreakdown(breakdown);
      notifications.show({ color: 'teal', message: t('offers.promo.applied') });
    },
    onError: (error) => setCodeError(errorText(error, t('errors.serverUnreachable'))),
  });
  const removeCode = useMutation({
    mutationFn: () => offersApi.removePromoCode(projectId),
    onSuccess: showBreakdown,
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });
  const ship = useMutation({
    mutationFn: ({ country, option }: { country: string; option?: string }) =>
      offersApi.updateShipping(projectId, country, option),
    onSuccess: async (answer) => {
      queryClient.setQueryData(offerKeys.shippingOptions(projectId), answer);
      // The selection is priced again for the new destination: the basket's price follows.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['offers', projectId] }),
        queryClient.invalidateQueries({ queryKey: basketKeys.all }),
      ]);
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });

  if (!selected) {
    return (
      <Text size="sm" c="dimmed">
        {t('offers.choices.afterBasket')}
      </Text>
    );
  }
  const country = choices?.shippingCountry ?? null;
  const options = shippingOptions.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('offers.choices.title', { count: selected.quantity, days: selected.workingDays })}
        </Title>
        {choices?.promoCode ? (
          <Group justify="space-between">
            <Badge size="lg" variant="light" color="teal" leftSection={<IconTicket size={14} />}>
              {choices.promoCode}
            </Badge>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} />}
              disabled={!canEdit}
              loading={removeCode.isPending}
              onClick={() => removeCode.mutate()}
            >
              {t('offers.promo.remove')}
            </Button>
          </Group>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!code.trim()) setCodeError(t('validation.required', { name: t('offers.promo.label') }));
              else applyCode.mutate(code.trim());
            }}
            noValidate
          >
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                name="promoCode"
                label={t('offers.promo.label')}
                placeholder={t('offers.promo.placeholder')}
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  setCodeError(null);
                }}
                error={codeError}
                disabled={!canEdit}
                autoComplete="off"
                style={{ flex: 1 }}
              />
              <Button
                type="submit"
                variant="default"
                mt={25}
                loading={applyCode.isPending}
                disabled={!canEdit}
              >
                {t('offers.promo.apply')}
              </Button>
            </Group>
          </form>
        )}
        <Select
          name="shippingCountry"
          label={t('offers.shipping.country')}
          placeholder={t('offers.shipping.billingCountry')}
          data={countryOptions()}
          value={country}
          searchable
          disabled={!canEdit || ship.isPending}
          nothingFoundMessage={t('billing.noCountry')}
          onChange={(value) => value && ship.mutate({ country: value })}
        />
        {options && country && (
          <Radio.Group
            name="shippingOption"
            label={t('offers.shipping.option')}
            value={choices?.shippingCode ?? options.selectedCode}
            onChange={(option) => ship.mutate({ country, option })}
          >
            <Stack gap={6} mt={4}>
              {options.options.map((option) => (
                <Radio
                  key={option.code}
                  value={option.code}
                  disabled={!canEdit || ship.isPending}
                  label={t('offers.shipping.optionLabel', {
                    carrier: `${option.carrier} ${option.service}`,
                    price: formatEuros(option.priceCents),
                    count: option.transitWorkingDays,
                  })}
                  description={shipmentOf(option, t)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Card>
  );
}
