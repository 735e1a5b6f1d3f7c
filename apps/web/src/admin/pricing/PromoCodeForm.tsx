import { PROMO_BLOCKS, PROMO_KINDS } from '@boardhouse/shared/quotes/promo-codes-api';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { type PromoCode, type PromoCodeBody, pricingAdminApi } from '../../api/pricing-admin.api.ts';

/** The form keeps euros for amounts and blanks for "no limit"; the API takes cents and nulls. */
interface FormValues {
  code: string;
  kind: PromoCodeBody['kind'];
  value: number | string;
  block: PromoCodeBody['block'];
  validFrom: string;
  validUntil: string;
  maxUses: number | string;
  maxUsesPerCustomer: number | string;
  minOrderEuros: number | string;
}

const blankToNull = (value: number | string) => (value === '' ? null : Number(value));

function toValues(code: PromoCode | null): FormValues {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'PERCENT',
    value: code ? (code.kind === 'AMOUNT' ? code.value / 100 : code.value) : 10,
    block: code?.block ?? 'ALL',
    validFrom: code?.validFrom ?? '',
    validUntil: code?.validUntil ?? '',
    maxUses: code?.maxUses ?? '',
    maxUsesPerCustomer: code?.maxUsesPerCustomer ?? '',
    minOrderEuros: code ? code.minOrderCents / 100 : 0,
  };
}

function toBody(values: FormValues): PromoCodeBody {
  const value = Number(values.value);
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.kind === 'AMOUNT' ? Math.round(value * 100) : value,
    block: values.block,
    validFrom: values.validFrom || null,
    validUntil: values.validUntil || null,
    maxUses: blankToNull(values.maxUses),
    maxUsesPerCustomer: blankToNull(values.maxUsesPerCustomer),
    minOrderCents: Math.round(Number(values.minOrderEuros || 0) * 100),
  };
}

/** Adds a promo code, or changes `code`; the server's refusals land on their fields. */
export function PromoCodeForm({
  code,
  onSaved,
}: {
  code: PromoCode | null;
  onSaved: (saved: PromoCode) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    initialValues: toValues(code),
    validate: {
      code: (value) =>
        value.trim() ? null : t('validation.required', { name: t('admin.pricing.promo.code') }),
      value: (value) => (Number(value) > 0 ? null : t('admin.pricing.promo.valuePositive')),
    },
  });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      code
        ? pricingAdminApi.savePromoCode(code.id, toBody(values))
        : pricingAdminApi.addPromoCode(toBody(values)),
    onSuccess: onSaved,
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const { minOrderCents, ...fields } = error.fieldErrors;
      form.setErrors({ ...fields, ...(minOrderCents ? { minOrderEuros: minOrderCents } : {}) });
      if (Object.keys(error.fieldErrors).length === 0) form.setFieldError('code', error.message);
    },
  });
  const isAmount = form.values.kind === 'AMOUNT';
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        <TextInput
          label={t('admin.pricing.promo.code')}
          description={t('admin.pricing.promo.codeHelp')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('code')}
        />
        <SegmentedControl
          aria-label={t('admin.pricing.promo.kind')}
          data={PROMO_KINDS.map((kind) => ({ value: kind, label: t(`admin.pricing.promo.kinds.${kind}`) }))}
          {...form.getInputProps('kind')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={isAmount ? t('admin.pricing.promo.amount') : t('admin.pricing.promo.percent')}
            min={0}
            max={isAmount ? undefined : 100}
            decimalScale={2}
            withAsterisk
            {...form.getInputProps('value')}
          />
          <Select
            label={t('admin.pricing.promo.block')}
            data={PROMO_BLOCKS.map((block) => ({
              value: block,
              label: t(`admin.pricing.promo.blocks.${block}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('block')}
          />
          <TextInput
            type="date"
            label={t('admin.pricing.promo.validFrom')}
            {...form.getInputProps('validFrom')}
          />
          <TextInput
            type="date"
            label={t('admin.pricing.promo.validUntil')}
            {...form.getInputProps('validUntil')}
          />
          <NumberInput
            label={t('admin.pricing.promo.maxUses')}
            placeholder={t('admin.pricing.promo.unlimited')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxUses')}
          />
          <NumberInput
            label={t('admin.pricing.promo.maxUsesPerCustomer')}
            placeholder={t('admin.pricing.promo.unlimited')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxUsesPerCustomer')}
          />
          <NumberInput
            label={t('admin.pricing.promo.minOrder')}
            min={0}
            decimalScale={2}
            prefix="€"
            {...form.getInputProps('minOrderEuros')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {code ? t('common.save') : t('admin.pricing.promo.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
