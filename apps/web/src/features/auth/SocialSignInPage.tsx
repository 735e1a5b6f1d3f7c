import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { oidcApi } from '../../api/oidc.api.ts';
import { startSession } from '../../api/session-actions.ts';
import { onceByKey, pageAfterSocialSignIn, SOCIAL_ERROR_PARAM } from './social-sign-in.ts';

/**
 * Spends the one-time code once per page load (module scope, not component state: React's
 * development double effect and a remount would otherwise send a used code and fail), keeps the
 * session as a password sign-in does, and answers whether the account is new.
 */
const exchangeOnce = onceByKey(async (code) => {
  const answer = await oidcApi.exchange(code);
  await startSession(answer);
  return answer.newAccount;
});

/** `#/oidc/{code}`: where the server's social sign-in sends the browser back. */
export default function SocialSignInPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let isCurrent = true;
    // `replace`: the spent code leaves the history, so Back cannot land on it again.
    exchangeOnce(code).then(
      (isNewAccount) => isCurrent && navigate(pageAfterSocialSignIn(isNewAccount), { replace: true }),
      () => isCurrent && navigate(`/login?${SOCIAL_ERROR_PARAM}=failed`, { replace: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [code, navigate]);
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader role="status" aria-label={t('auth.social.signingIn')} />
        <Text c="dimmed" size="sm">
          {t('auth.social.signingIn')}
        </Text>
      </Stack>
    </Center>
  );
}
