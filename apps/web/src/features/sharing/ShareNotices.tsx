import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ShareNotification, sharingApi, sharingKeys } from '../../api/sharing.api.ts';

/** Projects others shared with the caller since they last looked; each notice closes for good. */
export default function ShareNotices() {
  const { t } = useTranslation();
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
          title={t('sharing.notice.title', {
            name: `${notice.sharedBy.firstname} ${notice.sharedBy.lastname}`.trim(),
            project: notice.projectName,
          })}
        >
          <Stack gap={4}>
            {notice.message && <Text size="sm">{notice.message}</Text>}
            <Text size="xs" c="dimmed">
              {format(new Date(notice.createdAt), 'dd MMMM yyyy HH:mm')}
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
