import { Box, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isAdminSession, useSession } from '../../api/session.store.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ConversationSummary } from './ConversationListItem.tsx';
import { ConversationPanel } from './ConversationPanel.tsx';
import { CustomerConversationList } from './CustomerConversationList.tsx';
import { StaffConversationList } from './StaffConversationList.tsx';

/**
 * My Messages (#/my-messages): conversations on the left, the open one on the right; on phones the
 * list, then the conversation with a back button. The seed's parameters (projectId, projectName and
 * the others the old top bar sent: showBomMeassageCenterFlag, createdAt, newUnreadMsg, createdBy) are
 * accepted; projectId and projectName open that project's conversation, the rest change nothing.
 */
export default function MyMessagesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isStaff = isAdminSession(session);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId');
  const projectName = params.get('projectName') ?? '';

  const open = (conversation: ConversationSummary) =>
    setParams({ projectId: conversation.projectId, projectName: conversation.projectName });
  const back = () => setParams({});

  const list = isStaff ? (
    <StaffConversationList selectedId={projectId} onOpen={open} />
  ) : (
    <CustomerConversationList selectedId={projectId} onOpen={open} />
  );
  const conversation = projectId ? (
    <ConversationPanel
      key={projectId}
      projectId={projectId}
      projectName={projectName}
      isStaff={isStaff}
      onBack={isPhone ? back : undefined}
    />
  ) : (
    <Paper withBorder radius="md" p="xl" h="100%">
      <Stack align="center" justify="center" gap="xs" py="xl">
        <IconMessages size={40} color="var(--mantine-color-dimmed)" />
        <Text c="dimmed" ta="center">
          {t('messages.pickConversation')}
        </Text>
      </Stack>
    </Paper>
  );

  return (
    <>
      <PageHeader title={t('messages.title')} />
      {isPhone ? (
        projectId ? (
          conversation
        ) : (
          list
        )
      ) : (
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)',
            gap: 'var(--mantine-spacing-md)',
            alignItems: 'start',
          }}
        >
          {/* minWidth 0: a grid column otherwise grows to its widest row instead of shortening it. */}
          <div style={{ minWidth: 0 }}>{list}</div>
          <div style={{ minWidth: 0 }}>{conversation}</div>
        </Box>
      )}
    </>
  );
}
