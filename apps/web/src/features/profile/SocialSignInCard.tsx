import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { type OidcProvider, oidcApi, oidcKeys } from '../../api/oidc.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDate } from '../../components/format.ts';
import { ProviderLogo } from '../../components/ProviderLogo.tsx';
import {
  canUnlink,
  isProvider,
  LINKED_PARAM,
  profileSocialNotice,
  providerName,
  SOCIAL_ERROR_PARAM,
  unlinkedProviders,
} from './social-identities.ts';

interface Identity {
  id: number;
  provider: string;
  email: string | null;
}

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

/**
 * "Sign-in with Google and LinkedIn": the provider identities that sign this account in, linking the
 * others (the server runs the provider's sign-in and sends the browser back here) and unlinking. Shown
 * only when the server offers social sign-in.
 */
export function SocialSignInCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [unlinking, setUnlinking] = useState<Identity | null>(null);
  const providers = useQuery({
    queryKey: oidcKeys.providers,
    queryFn: oidcApi.providers,
    staleTime: 5 * 60_000,
  });
  const isOffered = (providers.data?.length ?? 0) > 0;
  const identities = useQuery({
    queryKey: oidcKeys.identities,
    queryFn: oidcApi.identities,
    enabled: isOffered,
  });
  const link = useMutation({
    mutationFn: oidcApi.linkUrl,
    // The provider's sign-in is a page of its own: leave for it.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      notifications.show({ color: 'red', message: failureText(error, t('errors.serverUnreachable')) }),
  });
  const unlink = useMutation({
    mutationFn: (identity: Identity) => oidcApi.unlink(identity.id),
    onSuccess: (_answer, identity) => {
      setUnlinking(null);
      notifications.show({
        color: 'teal',
        message: t('profile.social.unlinked', { provider: providerName(identity.provider) }),
      });
    },
    onError: (error) => {
      setUnlinking(null);
      notifications.show({ color: 'red', message: failureText(error, t('errors.serverUnreachable')) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: oidcKeys.identities }),
  });

  if (!isOffered) return null;
  const notice = profileSocialNotice(params);
  const handleCloseNotice = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINKED_PARAM);
        next.delete(SOCIAL_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  const title = t('profile.social.title');
  const data = identities.data;
  const isUnlinkAllowed = data ? canUnlink(data.identities.length, data.hasPassword) : false;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={title}
      data-testid="social-card"
    >
      <Stack>
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {t('profile.social.help')}
          </Text>
        </div>
        {notice && (
          <Alert
            color={notice.color}
            icon={notice.color === 'red' ? <IconAlertCircle size={18} /> : <IconLink size={18} />}
            role={notice.color === 'red' ? 'alert' : 'status'}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={handleCloseNotice}
            data-testid="social-notice"
          >
            {t(notice.key, { provider: notice.provider })}
          </Alert>
        )}
        {identities.isPending ? (
          <Skeleton height={72} radius="md" />
        ) : identities.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            <Button size="xs" variant="light" mt="xs" onClick={() => void identities.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            {data?.identities.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('profile.social.none')}
              </Text>
            ) : (
              <Stack gap="xs">
                {data?.identities.map((identity, index) => (
                  <Fragment key={identity.id}>
                    {index > 0 && <Divider />}
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Group gap="sm" wrap="nowrap" miw={0}>
                        <ThemeIcon variant="default" size="lg" radius="md">
                          {isProvider(identity.provider) ? (
                            <ProviderLogo provider={identity.provider} />
                          ) : (
                            <IconLink size={18} />
                          )}
                        </ThemeIcon>
                        <Stack gap={0} miw={0}>
                          <Text size="sm" fw={600}>
                            {providerName(identity.provider)}
                          </Text>
                          {identity.email && (
                            <Text size="sm" truncate>
                              {identity.email}
                            </Text>
                          )}
                          <Text size="xs" c="dimmed">
                            {t('profile.social.linkedOn', { date: formatDate(identity.linkedAt) })}
                            {identity.lastSignInAt &&
                              ` · ${t('profile.social.lastUsed', { date: formatDate(identity.lastSignInAt) })}`}
                          </Text>
                        </Stack>
                      </Group>
                      <Tooltip label={t('profile.social.lastWay')} disabled={isUnlinkAllowed}>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          // The details beside it give way on a phone; the button keeps its whole label.
                          style={{ flexShrink: 0 }}
                          disabled={!isUnlinkAllowed}
                          onClick={() => setUnlinking(identity)}
                        >
                          {t('profile.social.unlink')}
                        </Button>
                      </Tooltip>
                    </Group>
                  </Fragment>
                ))}
              </Stack>
            )}
            {data && (
              <Group gap="sm">
                {unlinkedProviders(providers.data ?? [], data.identities).map((provider: OidcProvider) => (
                  <Button
                    key={provider}
                    variant="default"
                    leftSection={<ProviderLogo provider={provider} />}
                    loading={link.isPending && link.variables === provider}
                    disabled={link.isPending && link.variables !== provider}
                    onClick={() => link.mutate(provider)}
                  >
                    {t('profile.social.link', { provider: providerName(provider) })}
                  </Button>
                ))}
              </Group>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={unlinking !== null}
        title={t('profile.social.unlinkTitle')}
        message={t('profile.social.unlinkConfirm', {
          provider: unlinking ? providerName(unlinking.provider) : '',
          email: unlinking?.email ?? '—',
        })}
        confirmLabel={t('profile.social.unlink')}
        isDanger
        isBusy={unlink.isPending}
        onConfirm={() => unlinking && unlink.mutate(unlinking)}
        onCancel={() => setUnlinking(null)}
      />
    </Card>
  );
}
