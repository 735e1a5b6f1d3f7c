import { Alert, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadForUser } from '../../api/messages.api.ts';
import { type ProjectListQuery, projectKeys, projectsApi } from '../../api/projects.api.ts';
import {
  ConversationListItem,
  ConversationScroll,
  type ConversationSummary,
} from './ConversationListItem.tsx';

/** The newest 100 projects of each tab are offered; older ones open from the project or a link. */
const PROJECTS: ProjectListQuery = {
  filter: '',
  sortField: 'createdAt',
  sortOrder: 'desc',
  pageNumber: 0,
  pageSize: 100,
};

/**
 * A customer's conversations: those with unread messages first (checkNewMessagesForUser), then every
 * other project they can see, so a project without messages can be opened to start one.
 */
export function CustomerConversationList({
  selectedId,
  onOpen,
}: {
  selectedId: string | null;
  onOpen: (conversation: ConversationSummary) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const unread = useUnreadForUser();
  const mine = useQuery({
    queryKey: projectKeys.list('mine', PROJECTS),
    queryFn: () => projectsApi.list(PROJECTS),
  });
  const team = useQuery({
    queryKey: projectKeys.list('team', PROJECTS),
    queryFn: () => projectsApi.listTeam(PROJECTS),
    retry: false,
  });

  const conversations = useMemo(() => {
    const listed = new Map<string, ConversationSummary>();
    for (const row of unread.data?.projects ?? []) {
      listed.set(row.projectId, { ...row, lastMessageAt: row.createdAt });
    }
    const projects = [...(mine.data?.wizardProjects ?? []), ...(team.data?.wizardProjects ?? [])];
    for (const project of projects) {
      if (!listed.has(project.projectId)) {
        listed.set(project.projectId, { projectId: project.projectId, projectName: project.name, unread: 0 });
      }
    }
    return [...listed.values()];
  }, [unread.data, mine.data, team.data]);

  const needle = search.trim().toLowerCase();
  const shown = needle
    ? conversations.filter((row) => `${row.projectName} ${row.projectId}`.toLowerCase().includes(needle))
    : conversations;

  return (
    <Stack gap="xs">
      <TextInput
        aria-label={t('messages.searchProjects')}
        placeholder={t('messages.searchProjects')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {(unread.isPending || mine.isPending) && <Loader size="sm" mx="auto" my="md" />}
      {(unread.isError || mine.isError) && (
        <Alert color="red" variant="light">
          {t('messages.loadFailed')}
        </Alert>
      )}
      {mine.isSuccess && shown.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {needle ? t('messages.noMatches') : t('messages.noProjects')}
        </Text>
      )}
      <ConversationScroll maxHeight="65vh">
        {shown.map((conversation) => (
          <ConversationListItem
            key={conversation.projectId}
            conversation={conversation}
            isActive={conversation.projectId === selectedId}
            onOpen={() => onOpen(conversation)}
          />
        ))}
      </ConversationScroll>
    </Stack>
  );
}
