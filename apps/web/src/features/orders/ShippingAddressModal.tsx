import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import {
  type SaveShippingAddressRequest,
  type ShippingAddress,
  shippingAddressesApi,
  shippingAddressKeys,
} from '../../api/shipping-addresses.api.ts';
import { countryOptions } from '../../components/countries.ts';
import { errorMessageOf } from './error-message.ts';

interface FormValues {
  name: string;
  companyName: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string | null;
  phoneNumber: string;
  isDefault: boolean;
}

const REQUIRED = ['name', 'street', 'postalCode', 'city', 'countryCode'] as const;

const toValues = (address: ShippingAddress | null, countryCode: string | null): FormValues => ({
  name: address?.name ?? '',
  companyName: address?.companyName ?? '',
  street: address?.street ?? '',
  postalCode: address?.postalCode ?? '',
  city: address?.city ?? '',
  countryCode: address?.countryCode ?? countryCode,
  phoneNumber: address?.phoneNumber ?? '',
  isDefault: address?.isDefault ?? false,
});

const toBody = (values: FormValues, id: number | undefined): SaveShippingAddressRequest => ({
  ...(id === undefined ? {} : { id }),
  name: values.name.trim(),
  companyName: values.companyName.trim() || null,
  street: values.street.trim(),
  postalCode: values.postalCode.trim(),
  city: values.city.trim(),
  countryCode: values.countryCode ?? '',
  phoneNumber: values.phoneNumber.trim() || null,
  isDefault: values.isDefault,
});

interface ShippingAddressModalProps {
  opened: boolean;
  /** The address to change; null adds one. */
  address: ShippingAddress | null;
  /** Suggested for a new address (the billing country). */
  defaultCountry: string | null;
  onClose: () => void;
  onSaved: (address: ShippingAddress) => void;
}

/** Adds or changes a shipping address; the server's refusals land on their fields. */
export function ShippingAddressModal({
  opened,
  address,
  defaultCountry,
  onClose,
  onSaved,
}: ShippingAddressModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={address ? t('checkout.shipping.editTitle') : t('checkout.shipping.addTitle')}
    >
      {opened && (
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          defaultCountry={defaultCountry}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function AddressForm({
  address,
  defaultCountry,
  onCancel,
  onSaved,
}: Omit<ShippingAddressModalProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const label = (field: keyof FormValues) => t(`checkout.shipping.fields.${field}`);
  const form = useForm<FormValues>({
    initialValues: toValues(address, defaultCountry),
    validate: Object.fromEntries(
      REQUIRED.map((field) => [
        field,
        (value: string | null) => (value?.trim() ? null : t('validation.required', { name: label(field) })),
      ]),
    ),
  });
  const save = useMutation({
    mutationFn: (values: FormValues) => shippingAddressesApi.save(toBody(values, address?.id)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: shippingAddressKeys.all });
      onSaved(saved);
    },
    onError: (error) => error instanceof ApiError && form.setErrors(error.fieldErrors),
  });
  const hasFieldErrors = save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        {save.isError && !hasFieldErrors && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessageOf(save.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={label('name')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label={label('companyName')}
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
        </SimpleGrid>
        <TextInput
          label={label('street')}
          autoComplete="street-address"
          withAsterisk
          {...form.getInputProps('street')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={label('postalCode')}
            autoComplete="postal-code"
            withAsterisk
            {...form.getInputProps('postalCode')}
          />
          <TextInput
            label={label('city')}
            autoComplete="address-level2"
            withAsterisk
            {...form.getInputProps('city')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={label('countryCode')}
            data={countryOptions(i18n.language)}
            searchable
            withAsterisk
            nothingFoundMessage={t('billing.noCountry')}
            autoComplete="off"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('countryCode')}
          />
          <TextInput label={label('phoneNumber')} autoComplete="tel" {...form.getInputProps('phoneNumber')} />
        </SimpleGrid>
        <Checkbox label={label('isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('checkout.shipping.saveAddress')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
