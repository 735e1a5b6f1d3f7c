import type { CompanyDetailResponse } from '@boardhouse/shared/users-admin/companies-api';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usersAdminApi, usersAdminKeys } from '../../api/users-admin.api.ts';
import { FormButtons } from '../catalog/FormButtons.tsx';
import { isBlank } from '../catalog/form-rules.ts';
import { useCatalogSave } from '../catalog/use-catalog-save.ts';

type Company = CompanyDetailResponse['company'];

/** A company's name, VAT number, address and margin group (one of the groups the margin table has). */
export function CompanyForm({
  company,
  onDone,
}: {
  company: Company | null;
  onDone: (saved: CompanyDetailResponse | null) => void;
}) {
  const { t } = useTranslation();
  const groups = useQuery({ queryKey: usersAdminKeys.customerGroups, queryFn: usersAdminApi.customerGroups });
  const form = useForm({
    initialValues: {
      name: company?.name ?? '',
      vatNumber: company?.vatNumber ?? '',
      address: company?.address ?? '',
      city: company?.city ?? '',
      zipCode: company?.zipCode ?? '',
      country: company?.country ?? '',
      customerGroup: company?.customerGroup ?? 'standard',
    },
    validate: {
      name: (value) =>
        isBlank(value) ? t('validation.required', { name: t('admin.companiesPage.name') }) : null,
    },
  });
  const save = useCatalogSave({
    save: (values: typeof form.values) => usersAdminApi.saveCompany(company?.id ?? null, values),
    invalidates: [usersAdminKeys.companies, usersAdminKeys.all],
    successMessage: t('admin.companiesPage.saved'),
    setFieldErrors: form.setErrors,
    onSaved: onDone,
  });
  const field = (name: keyof typeof form.values) => ({
    label: t(`admin.companiesPage.${name}`),
    ...form.getInputProps(name),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field('name')} withAsterisk data-autofocus />
          <TextInput {...field('vatNumber')} placeholder="DE123456789" />
          <TextInput {...field('address')} />
          <TextInput {...field('city')} />
          <TextInput {...field('zipCode')} />
          <TextInput {...field('country')} />
          <Select
            {...field('customerGroup')}
            description={t('admin.companiesPage.customerGroupHint')}
            data={groups.data ?? [form.values.customerGroup]}
            allowDeselect={false}
          />
        </SimpleGrid>
        <FormButtons isBusy={save.isPending} onCancel={() => onDone(null)} />
      </Stack>
    </form>
  );
}
