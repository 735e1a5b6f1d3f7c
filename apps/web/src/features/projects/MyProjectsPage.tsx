import type { ProjectInfo } from '@boardhouse/shared/projects';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconFolders, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ProjectListQuery, type ProjectTab, projectKeys, projectsApi } from '../../api/projects.api.ts';
import { useTeamStanding } from '../../api/use-team-standing.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { fact } from '../../components/fact.tsx';
import { formatDateTime } from '../../components/format.ts';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ProjectActionDialogs, type ShareDialogProps } from '../../components/ProjectActionDialogs.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { emptyProjectsText, emptyTeamTabText } from './empty-projects-text.ts';
import { ProjectRowActions } from './ProjectRowActions.tsx';
import { useCopyProject } from './use-copy-project.ts';

const PAGE_SIZES = ['3', '6', '15'];
type SortField = ProjectListQuery['sortField'];

interface MyProjectsPageProps {
  /** Shown above the list (open share notifications). */
  notices?: ReactNode;
  ShareDialog?: ComponentType<ShareDialogProps>;
}

/** My Projects: server-side search, sort and pagination (6 a page; 3, 6 or 15) and each project's actions. */
export default function MyProjectsPage({ notices, ShareDialog }: MyProjectsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' }>({
    field: 'createdAt',
    order: 'desc',
  });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(6);
  // Phones get a card per project: a table's five columns do not fit 375 px.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [toDelete, setToDelete] = useState<ProjectInfo | null>(null);
  const { copy: duplicate, isRefused: isCopyRefused, closeRefusal } = useCopyProject();
  const [toShare, setToShare] = useState<ProjectInfo | null>(null);
  const query: ProjectListQuery = {
    filter,
    sortField: sort.field,
    sortOrder: sort.order,
    pageNumber: page,
    pageSize,
  };
  const [tab, setTab] = useState<ProjectTab>('mine');
  const list = useQuery({
    queryKey: projectKeys.list(tab, query),
    queryFn: async () => {
      if (tab === 'mine') {
        const { wizardProjects, myProjectsCount } = await projectsApi.list(query);
        return { projects: wizardProjects, total: myProjectsCount };
      }
      const { wizardProjects, myTeamsProjectsCount } = await projectsApi.listTeam(query);
      return { projects: wizardProjects, total: myTeamsProjectsCount };
    },
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (projectId: string) => projectsApi.remove(projectId),
    onSuccess: async () => {
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      notifications.show({ color: 'teal', message: t('projects.deleted') });
    },
    // A refusal in the reader's language (a paid order still being handled keeps its project).
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });

  const handleSort = (field: SortField) => {
    setSort((current) => ({
      field,
      order: current.field === field && current.order === 'asc' ? 'desc' : 'asc',
    }));
    setPage(0);
  };
  const sortArrow = (field: SortField) =>
    sort.field === field && (sort.order === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />);
  const header = (field: SortField, label: string) => (
    <Table.Th>
      <UnstyledButton onClick={() => handleSort(field)} aria-label={t('projects.sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {sortArrow(field)}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
  // On a phone the column headers are gone; the same sort buttons stand above the cards.
  const sortButton = (field: SortField, label: string) => (
    <Button
      key={field}
      size="compact-sm"
      variant={sort.field === field ? 'light' : 'subtle'}
      color={sort.field === field ? 'teal' : 'gray'}
      rightSection={sortArrow(field) || undefined}
      onClick={() => handleSort(field)}
      aria-label={t('projects.sortBy', { column: label })}
    >
      {label}
    </Button>
  );
  const rowActions = (project: ProjectInfo) => (
    <ProjectRowActions
      project={project}
      isOwn={tab === 'mine'}
      isDuplicating={duplicate.isPending && duplicate.variables === project.projectId}
      onDuplicate={() => duplicate.mutate(project.projectId)}
      onShare={ShareDialog ? () => setToShare(project) : undefined}
      onDelete={() => setToDelete(project)}
    />
  );
  const nameLink = (project: ProjectInfo) => (
    <Text
      component={Link}
      to={`/myprojects/new/${project.projectId}/1`}
      fw={500}
      c="teal.8"
      style={{ overflowWrap: 'anywhere' }}
    >
      {project.name}
    </Text>
  );
  const statusBadge = (project: ProjectInfo) => (
    <Badge variant="light" color={project.status === 'draft' ? 'gray' : 'teal'}>
      {t(`projects.statuses.${project.status}`)}
    </Badge>
  );
  const total = list.data?.total ?? 0;
  const hasNoOwnProjects = list.isSuccess && total === 0 && !filter && tab === 'mine';
  // Someone with only projects shared with them (an accepted invitation) needs the tabs, not the
  // first-project invitation.
  const teamCountQuery: ProjectListQuery = { ...query, filter: '', pageNumber: 0, pageSize: 1 };
  const teamCount = useQuery({
    queryKey: [...projectKeys.list('team', teamCountQuery), 'count'],
    queryFn: async () => (await projectsApi.listTeam(teamCountQuery)).myTeamsProjectsCount,
    enabled: hasNoOwnProjects,
  });
  const isEmpty = hasNoOwnProjects && teamCount.data === 0;
  const standing = useTeamStanding();
  const mayCreate = standing.status !== 'known' || standing.may.createProjects;
  const noneText = list.isSuccess && total === 0 && (filter || tab === 'team') && (
    <Text c="dimmed" ta="center" py="md">
      {filter ? t('projects.noMatch', { filter }) : emptyTeamTabText(t, standing)}
    </Text>
  );

  return (
    <>
      <PageHeader
        title={t('pages.myProjects.title')}
        actions={<Button onClick={() => navigate('/create-project')}>{t('pages.myProjects.action')}</Button>}
      />
      {/* The notices load on their own; a slow answer must not hold the list back. */}
      <Suspense fallback={null}>{notices}</Suspense>
      {isEmpty ? (
        <EmptyState
          icon={<IconFolders size={28} />}
          title={t('pages.myProjects.emptyTitle')}
          description={emptyProjectsText(t, standing)}
          // Someone who may not create projects gets no button that only leads to a refusal.
          actionLabel={mayCreate ? t('pages.myProjects.action') : undefined}
          onAction={() => navigate('/create-project')}
        />
      ) : (
        <Card withBorder radius="md" padding="md">
          <Stack>
            <Tabs
              value={tab}
              onChange={(value) => {
                setTab(value === 'team' ? 'team' : 'mine');
                setPage(0);
              }}
            >
              <Tabs.List>
                <Tabs.Tab value="mine">{t('projects.tabMine')}</Tabs.Tab>
                <Tabs.Tab value="team">{t('projects.tabTeam')}</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('projects.searchPlaceholder')}
              aria-label={t('projects.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(0);
              }}
              maw={360}
            />
            {list.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
                <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                  {t('common.retry')}
                </Button>
              </Alert>
            )}
            {isPhone ? (
              <Stack gap="sm" data-testid="project-cards">
                <Group gap={4} align="center">
                  <Text size="sm" c="dimmed" mr={4}>
                    {t('projects.sortLabel')}
                  </Text>
                  {sortButton('name', t('projects.name'))}
                  {sortButton('projectId', t('projects.projectId'))}
                  {sortButton('createdAt', t('projects.createdAt'))}
                  {sortButton('status', t('projects.status'))}
                </Group>
                {list.isPending &&
                  ['first', 'second', 'third'].map((row) => <Skeleton key={row} height={96} radius="md" />)}
                {list.data?.projects.map((project) => (
                  <Card key={project.projectId} withBorder radius="md" padding="sm">
                    <Stack gap="xs">
                      {nameLink(project)}
                      <SimpleGrid cols={2} spacing="xs">
                        {fact(
                          t('projects.projectId'),
                          <span style={{ whiteSpace: 'nowrap' }}>{project.projectId}</span>,
                        )}
                        {fact(t('projects.createdAt'), formatDateTime(project.createdAt))}
                      </SimpleGrid>
                      <Group justify="space-between" gap="xs">
                        {statusBadge(project)}
                        {rowActions(project)}
                      </Group>
                    </Stack>
                  </Card>
                ))}
                {noneText}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      {header('name', t('projects.name'))}
                      {header('projectId', t('projects.projectId'))}
                      {header('createdAt', t('projects.createdAt'))}
                      {header('status', t('projects.status'))}
                      <Table.Th aria-label={t('projects.actions')} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.isPending &&
                      ['first', 'second', 'third'].map((row) => (
                        <Table.Tr key={row}>
                          <Table.Td colSpan={5}>
                            <Skeleton height={20} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    {list.data?.projects.map((project) => (
                      <Table.Tr key={project.projectId}>
                        <Table.Td>{nameLink(project)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{project.projectId}</Table.Td>
                        <Table.Td>{formatDateTime(project.createdAt)}</Table.Td>
                        <Table.Td>{statusBadge(project)}</Table.Td>
                        <Table.Td>{rowActions(project)}</Table.Td>
                      </Table.Tr>
                    ))}
                    {noneText && (
                      <Table.Tr>
                        <Table.Td colSpan={5}>{noneText}</Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Group justify="space-between">
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('projects.perPage')}
                </Text>
                <Select
                  data={PAGE_SIZES}
                  value={String(pageSize)}
                  onChange={(value) => {
                    setPageSize(Number(value ?? 6));
                    setPage(0);
                  }}
                  w={80}
                  allowDeselect={false}
                  aria-label={t('projects.perPage')}
                />
              </Group>
              <Pagination
                total={Math.max(1, Math.ceil(total / pageSize))}
                value={page + 1}
                onChange={(value) => setPage(value - 1)}
                size="sm"
              />
            </Group>
          </Stack>
        </Card>
      )}
      <ProjectActionDialogs
        toDelete={toDelete}
        isDeleting={remove.isPending}
        onDelete={(projectId) => remove.mutate(projectId)}
        onCancelDelete={() => setToDelete(null)}
        toShare={toShare}
        onCloseShare={() => setToShare(null)}
        ShareDialog={ShareDialog}
      />
      <InfoDialog
        opened={isCopyRefused}
        title={t('dialog.informationAlert')}
        message={t('dialog.noCreatePermission')}
        onClose={closeRefusal}
      />
    </>
  );
}
