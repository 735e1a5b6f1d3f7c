import { Alert, Button, Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi, authKeys } from '../../api/auth.api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BillingCard } from './BillingCard.tsx';
import { ChangeEmailCard } from './ChangeEmailCard.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { ProfileDetailsCard } from './ProfileDetailsCard.tsx';
import { SocialSignInCard } from './SocialSignInCard.tsx';
import { YourDataCard } from './YourDataCard.tsx';

/** My Profile (SPEC.md: empty title): names, language, company details, billing (country and VAT number), the e-mail and password changes, the linked social sign-ins, and the account's data (download, delete). */
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
          <Stack gap="lg">
            <ProfileDetailsCard user={profile.data.user} />
            <BillingCard />
          </Stack>
          <Stack gap="lg">
            <ChangeEmailCard />
            <ChangePasswordCard owner={profile.data.user} />
            <SocialSignInCard />
            <YourDataCard />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
