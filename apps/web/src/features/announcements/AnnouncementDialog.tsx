import type { Announcement } from '@boardhouse/shared/messages/announcements-api';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesApi } from '../../api/notices.api.ts';
import { useSession } from '../../api/session.store.ts';
import { formatDateTime } from '../../components/format.ts';
import { MessageBody } from '../messages/MessageBody.tsx';

/**
 * The general announcement staff set, shown once after signing in. The check runs once per signed-in
 * account while the shell is open; the server marks the announcement seen as it answers, so a reload
 * or another tab does not show it again. A failed check shows nothing: it is news, not a gate.
 */
export function AnnouncementDialog() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const checkedFor = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  useEffect(() => {
    if (userId === null || checkedFor.current === userId) return;
    checkedFor.current = userId;
    noticesApi
      .checkAnnouncement()
      .then((answer) => setAnnouncement(answer.announcement))
      .catch(() => setAnnouncement(null));
  }, [userId]);

  return (
    <Modal
      opened={announcement !== null}
      onClose={() => setAnnouncement(null)}
      centered
      size="lg"
      title={
        <Group gap="sm">
          <ThemeIcon variant="light" radius="xl">
            <IconSpeakerphone size={18} />
          </ThemeIcon>
          <Text fw={600}>{t('announcement.title')}</Text>
        </Group>
      }
    >
      {announcement && (
        <Stack data-testid="announcement-dialog">
          <MessageBody html={announcement.body} />
          <Text size="xs" c="dimmed">
            {t('announcement.published', { date: formatDateTime(announcement.createdAt) })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setAnnouncement(null)}>{t('announcement.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
