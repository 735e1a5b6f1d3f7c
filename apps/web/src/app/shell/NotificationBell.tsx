import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../components/InfoDialog.tsx';

/** SPEC.md section 9: the bell starts shaking every 3 s and is calmed every 6 s. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isShaking, setShaking] = useState(false);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const start = window.setInterval(() => setShaking(true), 3000);
    const stop = window.setInterval(() => setShaking(false), 6000);
    return () => {
      window.clearInterval(start);
      window.clearInterval(stop);
    };
  }, []);
  return (
    <>
      <Tooltip label={t('shell.notifications')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('shell.notifications')}
          onClick={() => setOpen(true)}
          className={isShaking ? 'bell-shake' : undefined}
        >
          <IconBell size={20} />
        </ActionIcon>
      </Tooltip>
      <InfoDialog
        opened={isOpen}
        title={t('dialog.informationAlert')}
        message={t('dialog.featureSoon')}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
