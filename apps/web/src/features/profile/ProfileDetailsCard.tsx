import { COMPANY_DETAILS_FIELDS, type ProfileUser } from '@boardhouse/shared/auth';
import { LANGUAGES, type Language } from '@boardhouse/shared/product';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi, authKeys } from '../../api/auth.api.ts';
import { ApiError } from '../../api/client.ts';
import { storeAccount } from '../../api/session.store.ts';
import { changeLanguage, LANGUAGE_NAMES } from '../../i18n/i18n.ts';
import { type ProfileFormValues, toProfileFormValues, toProfileUpdate } from './profile-form.ts';

/** Autocomplete hints of the company and address fields, in the order the form shows them. */
const DETAIL_AUTOCOMPLETE: Record<(typeof COMPANY_DETAILS_FIELDS)[number], string> = {
  phoneNumber: 'tel',
  companyName: 'organization',
  address: 'street-address',
  city: 'address-level2',
  zipCode: 'postal-code',
  vatNumber: 'off',
  country: 'country-name',
};

/** Names, language, contact and company details. The e-mail address is shown here and changed below. */
export function ProfileDetailsCard({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const required = (field: 'firstname' | 'lastname') => (value: string) =>
    value.trim() ? null : t('validation.required', { name: t(`fields.${field}`) });
  const form = useForm<ProfileFormValues>({
    initialValues: toProfileFormValues(user),
    validate: { firstname: required('firstname'), lastname: required('lastname') },
  });
  const save = useMutation({
    mutationFn: (values: ProfileFormValues) => authApi.updateProfile(toProfileUpdate(values)),
    onSuccess: async ({ user: saved }) => {
      storeAccount(saved);
      queryClient.setQueryData(authKeys.profile, { user: saved });
      form.setValues(toProfileFormValues(saved));
      await changeLanguage(saved.language as Language);
      notifications.show({ color: 'teal', message: t('profile.saved') });
    },
    onError: (error) => error instanceof ApiError && form.setErrors(error.fieldErrors),
  });
  const hasFieldErrors = save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <div>
            <Text fw={600}>{t('profile.details')}</Text>
            <Text size="sm" c="dimmed">
              {t('profile.username', { username: user.username })}
            </Text>
          </div>
          {save.isError && !hasFieldErrors && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {save.error instanceof ApiError && save.error.status !== 0
                ? save.error.message
                : t('errors.serverUnreachable')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              name="firstname"
              label={t('fields.firstname')}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('firstname')}
            />
            <TextInput
              name="lastname"
              label={t('fields.lastname')}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('lastname')}
            />
          </SimpleGrid>
          <TextInput
            name="email"
            type="email"
            label={t('fields.email')}
            value={user.email}
            readOnly
            description={
              user.pendingEmail ? t('profile.emailPending', { email: user.pendingEmail }) : undefined
            }
          />
          <Select
            name="language"
            label={t('fields.language')}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <Text fw={600} mt="sm">
            {t('profile.companyDetails')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {COMPANY_DETAILS_FIELDS.map((field) => (
              <TextInput
                key={field}
                name={field}
                label={t(`fields.${field}`)}
                autoComplete={DETAIL_AUTOCOMPLETE[field]}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
