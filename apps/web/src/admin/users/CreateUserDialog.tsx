import type { AccountKind, AdminUserResponse } from '@boardhouse/shared/users-admin/staff-users-api';
import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { usersAdminApi, usersAdminKeys } from '../../api/users-admin.api.ts';
import { FormButtons } from '../catalog/FormButtons.tsx';
import { isBlank } from '../catalog/form-rules.ts';
import { useCatalogSave } from '../catalog/use-catalog-save.ts';
import { CompanySelect, LanguageSelect } from './account-fields.tsx';

interface CreateUserDialogProps {
  opened: boolean;
  /** Which kinds the caller may create: customers, and staff only for a super administrator. */
  kinds: readonly AccountKind[];
  onClose: () => void;
}

/** A new account; its owner gets an e-mail to choose a password (nobody sets it for them). */
export function CreateUserDialog({ opened, kinds, onClose }: CreateUserDialogProps) {
  const { t } = useTranslation();
  const required = (label: string) => (value: string) =>
    isBlank(value) ? t('validation.required', { name: label }) : null;
  const form = useForm({
    initialValues: {
      kind: kinds[0] ?? 'customer',
      username: '',
      email: '',
      firstname: '',
      lastname: '',
      language: 'en',
      companyId: '',
    },
    validate: {
      username: required(t('admin.usersPage.username')),
      email: required(t('admin.usersPage.email')),
      firstname: required(t('admin.usersPage.firstname')),
      lastname: required(t('admin.usersPage.lastname')),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const save = useCatalogSave({
    save: (values: typeof form.values): Promise<AdminUserResponse> =>
      usersAdminApi.create({
        ...values,
        kind: values.kind as AccountKind,
        language: values.language as 'en',
        companyId: values.companyId ? Number(values.companyId) : null,
      }),
    invalidates: [usersAdminKeys.all],
    successMessage: t('admin.usersPage.createdMessage'),
    setFieldErrors: form.setErrors,
    onSaved: close,
  });
  return (
    <Modal opened={opened} onClose={close} title={t('admin.usersPage.createTitle')} size="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('admin.usersPage.createHint')}
          </Text>
          <Select
            label={t('admin.usersPage.role')}
            data={kinds.map((kind) => ({ value: kind, label: t(`admin.usersPage.kinds.${kind}`) }))}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.usersPage.firstname')}
              withAsterisk
              data-autofocus
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label={t('admin.usersPage.lastname')}
              withAsterisk
              {...form.getInputProps('lastname')}
            />
            <TextInput
              label={t('admin.usersPage.username')}
              withAsterisk
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('admin.usersPage.email')}
              type="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <LanguageSelect {...form.getInputProps('language')} />
            <CompanySelect {...form.getInputProps('companyId')} />
          </SimpleGrid>
          <FormButtons isBusy={save.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
