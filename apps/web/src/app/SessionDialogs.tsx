import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, authKeys } from '../api/auth.api.ts';
import { setSessionEndedListener } from '../api/client.ts';
import { useSession } from '../api/session.store.ts';

/** Only a signed-in page watches for idleness: the timer library stays out of the sign-in page's download. */
const IdleWatcher = lazy(() =>
  import('./IdleWatcher.tsx').then((module) => ({ default: module.IdleWatcher })),
);

type Notice = 'expired' | 'timeout' | null;

/** The session's dialogs (SPEC.md sections 2, 4, 9): idle warning, timeout logout, session expired. */
export function SessionDialogs() {
  const { t } = useTranslation();
  const session = useSession();
  const { data: properties } = useQuery({
    queryKey: authKeys.properties,
    queryFn: authApi.properties,
    staleTime: Infinity,
  });
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => setSessionEndedListener(() => setNotice('expired')), []);
  const handleTimedOut = useCallback(() => setNotice('timeout'), []);

  const isTimeout = notice === 'timeout';
  return (
    <>
      {session.isLoggedIn && properties && (
        <Suspense fallback={null}>
          <IdleWatcher
            idleSeconds={properties.idleTimeoutSeconds}
            warningSeconds={properties.idleWarningSeconds}
            onTimedOut={handleTimedOut}
          />
        </Suspense>
      )}
      <Modal
        opened={notice !== null}
        onClose={() => setNotice(null)}
        centered
        size={isTimeout ? '40%' : 'md'}
        styles={{ content: { minWidth: 'min(340px, 100%)' } }}
        withCloseButton={false}
        title={<Text fw={600}>{t(isTimeout ? 'session.timeoutTitle' : 'session.expiredTitle')}</Text>}
      >
        <Stack data-testid={isTimeout ? 'timeout-logout' : 'session-expired'}>
          <Text>{t(isTimeout ? 'session.timeoutMessage' : 'session.expiredMessage')}</Text>
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setNotice(null);
                window.location.hash = '#/login';
              }}
            >
              {t('common.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
