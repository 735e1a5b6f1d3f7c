import type { AccountUser } from '@boardhouse/shared/auth';
import { LANGUAGES, type Language } from '@boardhouse/shared/product';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi, authKeys } from '../../api/auth.api.ts';
import { ApiError } from '../../api/client.ts';
import { storeAccount } from '../../api/session.store.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { changeLanguage, LANGUAGE_NAMES } from '../../i18n/i18n.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';

/** My Profile (SPEC.md: empty title): names, e-mail, language, and the password change. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery({ queryKey: authKeys.profile, queryFn: authApi.profile });
  return (
    <Stack>
      <PageHeader title="" />
      <Title order={1} size="h2">
        {t('profile.heading')}
      </Title>
      {profile.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {profile.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {profile.data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ProfileCard user={profile.data.user} />
          <ChangePasswordCard />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ProfileCard({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      language: user.language,
    },
    validate: {
      firstname: (value) => (value.trim() ? null : t('validation.required', { name: t('fields.firstname') })),
      lastname: (value) => (value.trim() ? null : t('validation.required', { name: t('fields.lastname') })),
      email: (value) =>
        /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
          ? null
          : t('validation.invalid', { name: t('fields.email') }),
    },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      authApi.updateProfile({
        ...values,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
      }),
    onSuccess: async ({ user: saved }) => {
      storeAccount(saved);
      queryClient.setQueryData(authKeys.profile, { user: saved });
      await changeLanguage(saved.language as Language);
      notifications.show({ color: 'teal', message: t('profile.saved') });
    },
    onError: (error) => error instanceof ApiError && form.setErrors(error.fieldErrors),
  });
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
          {save.isError &&
            !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length) && (
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
              withAsterisk
              {...form.getInputProps('firstname')}
            />
            <TextInput
              name="lastname"
              label={t('fields.lastname')}
              withAsterisk
              {...form.getInputProps('lastname')}
            />
          </SimpleGrid>
          <TextInput
            name="email"
            type="email"
            label={t('fields.email')}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Select
            name="language"
            label={t('fields.language')}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
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
