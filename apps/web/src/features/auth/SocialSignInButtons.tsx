import { OIDC_PROVIDER_NAMES } from '@boardhouse/shared/oidc-providers';
import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { oidcApi, oidcKeys, oidcStartUrl } from '../../api/oidc.api.ts';
import { ProviderLogo } from '../../components/ProviderLogo.tsx';

/**
 * "Continue with Google / LinkedIn" for the providers the server is configured for, then an "or"
 * before the password form. A plain link, not a call: the server runs the whole flow and sends the
 * browser back to #/oidc/{code}. Nothing shows while the list loads or when there is none.
 */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: oidcKeys.providers,
    queryFn: oidcApi.providers,
    staleTime: 5 * 60_000,
  });
  if (!providers.data?.length) return null;
  return (
    <Stack gap="sm" data-testid="social-sign-in">
      {providers.data.map((provider) => (
        <Button
          key={provider}
          component="a"
          href={oidcStartUrl(provider)}
          variant="default"
          fullWidth
          leftSection={<ProviderLogo provider={provider} />}
        >
          {t('auth.social.continueWith', { provider: OIDC_PROVIDER_NAMES[provider] })}
        </Button>
      ))}
      <Divider label={t('auth.social.or')} labelPosition="center" />
    </Stack>
  );
}
