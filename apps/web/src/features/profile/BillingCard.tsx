import { EU_COUNTRIES, HOME_COUNTRY } from '@boardhouse/shared/quotes/countries';
import { Alert, Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { basketKeys } from '../../api/basket.api.ts';
import { type BillingResponse, billingApi, billingKeys } from '../../api/billing.api.ts';
import { ApiError } from '../../api/client.ts';
import { offerKeys } from '../../api/offers.api.ts';
import { countryOptions } from '../../components/countries.ts';
import { formatDateTime } from '../../components/format.ts';
import { fieldErrors } from '../../i18n/error-text.ts';

interface BillingFormValues {
  countryCode: string | null;
  companyName: string;
  vatNumber: string;
}

const toValues = (billing: BillingResponse): BillingFormValues => ({
  countryCode: billing.countryCode,
  companyName: billing.companyName ?? '',
  vatNumber: billing.vatNumber
    ? `${billing.countryCode === 'GR' ? 'EL' : billing.countryCode}${billing.vatNumber}`
    : '',
});

/** Which VAT offers carry for these details: the same rule as the server's (only a VIES-confirmed number is reverse charge). */
function vatRuleOf(billing: BillingResponse): 'NL' | 'EU_CONSUMER' | 'REVERSE_CHARGE' | 'EXPORT' {
  const country = billing.countryCode ?? HOME_COUNTRY;
  if (country === HOME_COUNTRY) return 'NL';
  if (!EU_COUNTRIES.has(country)) return 'EXPORT';
  return billing.vatStatus === 'VALID' ? 'REVERSE_CHARGE' : 'EU_CONSUMER';
}

const STATUS_COLOURS = {
  VALID: 'teal',
  INVALID: 'red',
  FORMAT_INVALID: 'red',
  UNAVAILABLE: 'orange',
} as const;

/** My Profile's Billing section: the billing country, company and VAT number that decide VAT in every offer. */
export function BillingCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const billing = useQuery({ queryKey: billingKeys.details, queryFn: billingApi.get });
  const form = useForm<BillingFormValues>({
    mode: 'controlled',
    initialValues: { countryCode: null, companyName: '', vatNumber: '' },
    validate: {
      countryCode: (value) => (value ? null : t('validation.required', { name: t('billing.country') })),
    },
  });
  useEffect(() => {
    // The form fills once, when the details first arrive; later refetches must not overwrite typing.
    if (billing.data) form.initialize(toValues(billing.data));
  }, [billing.data, form.initialize]);
  const save = useMutation({
    mutationFn: (values: BillingFormValues) =>
      billingApi.update({
        countryCode: values.countryCode ?? '',
        companyName: values.companyName.trim() || null,
        vatNumber: EU_COUNTRIES.has(values.countryCode ?? '') ? values.vatNumber.trim() || null : null,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(billingKeys.details, saved);
      form.setValues(toValues(saved));
      form.resetDirty();
      notifications.show({ color: 'teal', message: t('billing.saved') });
      // VAT and shipping in every offer follow the billing details; the server has priced the selected
      // offers again already, so the basket (and checkout, which reads it) shows the new prices.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        queryClient.invalidateQueries({ queryKey: basketKeys.all }),
      ]);
    },
    onError: (error) => form.setErrors(fieldErrors(error)),
  });
  const hasFieldErrors = save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0;
  const isEu = EU_COUNTRIES.has(form.values.countryCode ?? '');
  const stored = billing.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <div>
            <Text fw={600}>{t('billing.heading')}</Text>
            <Text size="sm" c="dimmed">
              {t('billing.help')}
            </Text>
          </div>
          {billing.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
              <Button size="xs" variant="light" mt="xs" onClick={() => void billing.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
          {save.isError && !hasFieldErrors && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {save.error instanceof ApiError && save.error.status !== 0
                ? save.error.message
                : t('errors.serverUnreachable')}
            </Alert>
          )}
          <Select
            name="billingCountry"
            label={t('billing.country')}
            placeholder={t('billing.countryPlaceholder')}
            data={countryOptions(i18n.language)}
            searchable
            withAsterisk
            disabled={billing.isPending}
            nothingFoundMessage={t('billing.noCountry')}
            autoComplete="off"
            {...form.getInputProps('countryCode')}
          />
          <TextInput
            name="billingCompany"
            label={t('billing.company')}
            autoComplete="organization"
            disabled={billing.isPending}
            {...form.getInputProps('companyName')}
          />
          {isEu && (
            <TextInput
              name="billingVatNumber"
              label={t('billing.vatNumber')}
              description={t('billing.vatNumberHelp')}
              autoComplete="off"
              {...form.getInputProps('vatNumber')}
            />
          )}
          {stored?.countryCode && !form.isDirty() && (
            <Stack gap={4}>
              {stored.vatStatus !== 'NONE' && (
                <Group gap="xs">
                  <Badge variant="light" color={STATUS_COLOURS[stored.vatStatus]}>
                    {t(`billing.status.${stored.vatStatus}`)}
                  </Badge>
                  {stored.vatCheckedAt && (
                    <Text size="xs" c="dimmed">
                      {t('billing.checkedAt', { date: formatDateTime(stored.vatCheckedAt) })}
                    </Text>
                  )}
                </Group>
              )}
              <Text size="sm">{t(`billing.vatRule.${vatRuleOf(stored)}`)}</Text>
            </Stack>
          )}
          {stored && !stored.countryCode && (
            <Text size="sm" c="dimmed">
              {t('billing.unset')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={billing.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
