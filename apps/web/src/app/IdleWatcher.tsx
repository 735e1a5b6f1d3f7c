import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleTimer } from 'react-idle-timer';
import { signOut } from '../api/session-actions.ts';

interface IdleWatcherProps {
  idleSeconds: number;
  warningSeconds: number;
  onTimedOut: () => void;
}

/**
 * Mounted only while signed in. After `idleSeconds` without input it shows the warning with a
 * one-per-second countdown and a progress bar; at zero it closes every dialog, stops watching, logs out
 * and lets the parent show the timeout-logout dialog.
 */
export function IdleWatcher({ idleSeconds, warningSeconds, onTimedOut }: IdleWatcherProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const countdown = useRef<number | undefined>(undefined);

  const stopCountdown = () => {
    window.clearInterval(countdown.current);
    setSecondsLeft(null);
  };

  const idleTimer = useIdleTimer({
    timeout: idleSeconds * 1000,
    onIdle: () => {
      setSecondsLeft(warningSeconds);
      countdown.current = window.setInterval(
        () => setSecondsLeft((left) => (left === null ? null : left - 1)),
        1000,
      );
    },
  });

  useEffect(() => {
    if (secondsLeft !== 0) return;
    window.clearInterval(countdown.current);
    modals.closeAll();
    idleTimer.pause();
    onTimedOut();
    void signOut();
  }, [secondsLeft, idleTimer, onTimedOut]);

  useEffect(() => () => window.clearInterval(countdown.current), []);

  const handleContinue = () => {
    stopCountdown();
    idleTimer.reset();
  };

  const handleLogout = () => {
    stopCountdown();
    idleTimer.pause();
    void signOut();
  };

  const progress = secondsLeft === null ? 0 : ((warningSeconds - secondsLeft) * 100) / warningSeconds;
  return (
    <Modal
      opened={secondsLeft !== null && secondsLeft > 0}
      onClose={handleContinue}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      title={<Text fw={600}>{t('session.idleTitle')}</Text>}
    >
      <Stack data-testid="idle-warning">
        <Text>{t('session.idleMessage', { count: secondsLeft ?? 0 })}</Text>
        <Progress value={progress} aria-label={t('session.idleProgress')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={handleLogout}>
            {t('session.logout')}
          </Button>
          <Button data-testid="idle-continue" onClick={handleContinue}>
            {t('session.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
