import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.api.ts';
import { oidcApi, oidcKeys } from '../../api/oidc.api.ts';
import { errorText } from '../../i18n/error-text.ts';

/**
 * The signed-in account was made by a social sign-in and has no password yet (false while unknown: the
 * password forms show until the answer says otherwise, as most accounts have one).
 */
export function useIsPasswordless(): boolean {
  const identities = useQuery({ queryKey: oidcKeys.identities, queryFn: oidcApi.identities });
  return identities.data?.hasPassword === false;
}

/**
 * For an account made by a social sign-in, which has no password: e-mails the signed-in person the
 * link that sets one (the Forgot password e-mail), then says it was sent.
 */
export function EmailedPasswordLink({ email }: { email: string | null | undefined }) {
  const { t } = useTranslation();
  const link = useMutation({ mutationFn: () => authApi.resetPassword(email ?? '') });
  if (link.isSuccess)
    return (
      <Text size="sm" fw={500} role="status">
        {t('profile.data.passwordLinkSent')}
      </Text>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="light"
        loading={link.isPending}
        disabled={!email}
        onClick={() => link.mutate()}
      >
        {t('profile.data.sendPasswordLink')}
      </Button>
      {link.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(link.error, t('errors.serverUnreachable'))}
        </Text>
      )}
    </Stack>
  );
}
