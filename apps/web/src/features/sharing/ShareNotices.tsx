import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ShareNotification, sharingApi, sharingKeys } from '../../api/sharing.api.ts';
import { formatDateTime } from '../../components/format.ts';
import { useServerText } from '../../i18n/server-text.ts';
import InvitationsPanel from './InvitationsPanel.tsx';

const TITLES = {
  shared: 'sharing.notice.title',
  reminder: 'sharing.notice.reminderTitle',
  'lock-taken': 'sharing.notice.lockTakenTitle',
} as const satisfies Record<ShareNotification['kind'], string>;

/** Invitations waiting for an answer, then what others did with projects shared with the caller. */
export default function ShareNotices() {
  return (
    <>
      <InvitationsPanel />
      <Notices />
    </>
  );
}

/** Projects others shared (or reminded of, or took over) since the caller last looked; each closes for good. */
function Notices() {
  const { t } = useTranslation();
  const textOf = useServerText();
  const queryClient = useQueryClient();
  const notices = useQuery({ queryKey: sharingKeys.notifications, queryFn: sharingApi.notifications });
  const close = useMutation({
    mutationFn: (id: number) => sharingApi.closeNotification(id),
    // Gone at once; if the server refuses, the refetch brings it back.
    onMutate: (id) =>
      queryClient.setQueryData<ShareNotification[]>(sharingKeys.notifications, (list) =>
        list?.filter((notice) => notice.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.notifications }),
  });
  if (!notices.data?.length) return null;
  return (
    <Stack gap="xs" mb="md" aria-label={t('sharing.notice.region')} role="region">
      {notices.data.map((notice) => (
        <Alert
          key={notice.id}
          color="blue"
          icon={<IconShare size={18} />}
          withCloseButton
          closeButtonLabel={t('sharing.notice.dismiss')}
          onClose={() => close.mutate(notice.id)}
          title={t(TITLES[notice.kind], {
            name: `${notice.sharedBy.firstname} ${notice.sharedBy.lastname}`.trim(),
            project: notice.projectName,
          })}
        >
          <Stack gap={4}>
            {notice.message && <Text size="sm">{textOf(notice.messageText, notice.message)}</Text>}
            <Text size="xs" c="dimmed">
              {formatDateTime(notice.createdAt)}
              {' · '}
              <Anchor component={Link} to={`/myprojects/new/${notice.projectId}/1`} size="xs">
                {t('sharing.notice.open')}
              </Anchor>
            </Text>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
