import type { TeamPermissions } from '@boardhouse/shared/team/team-api';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSearch, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TeamOwner, teamApi, teamKeys } from '../../api/team.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatDateTime } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PermissionSwitches } from '../../components/TeamPermissionSwitches.tsx';

/**
 * /admin/contact-Permissions: staff find a team owner and set what the owner's team members may do at
 * all (SPEC.md section 6). Deleting the record goes back to the defaults: everything allowed.
 */
export default function ContactPermissionsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [owner, setOwner] = useState<TeamOwner | null>(null);
  const owners = useQuery({ queryKey: teamKeys.owners(debounced), queryFn: () => teamApi.owners(debounced) });
  const list = owners.data?.owners ?? [];
  return (
    <>
      <PageHeader title={t('admin.contactPermissions')} />
      <Stack maw={1100}>
        <Text c="dimmed" maw={760}>
          {t('admin.contactPermissionsPage.intro')}
        </Text>
        <Group align="flex-start" grow wrap="wrap" gap="lg">
          <Stack miw={300}>
            <TextInput
              label={t('admin.contactPermissionsPage.search')}
              placeholder={t('admin.contactPermissionsPage.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            {owners.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
                {owners.error.message}
              </Alert>
            )}
            {owners.isPending && <Skeleton height={160} radius="md" />}
            {owners.data && list.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('admin.contactPermissionsPage.noOwners')}
              </Text>
            )}
            {list.length > 0 && (
              <Table.ScrollContainer minWidth={320}>
                <Table highlightOnHover verticalSpacing="xs">
                  <Table.Tbody>
                    {list.map((row) => (
                      <Table.Tr
                        key={row.userId}
                        bg={row.userId === owner?.userId ? 'var(--mantine-color-blue-light)' : undefined}
                      >
                        <Table.Td>
                          <UnstyledButton onClick={() => setOwner(row)} w="100%">
                            <Text fw={600} size="sm">
                              {`${row.firstname} ${row.lastname}`.trim() || row.username}
                            </Text>
                            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {[row.email, row.companyName].filter(Boolean).join(' · ')}
                            </Text>
                          </UnstyledButton>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Badge variant="light" size="sm">
                            {t('admin.contactPermissionsPage.members', { count: row.memberCount })}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
          <Stack miw={300}>
            {owner ? (
              <OwnerPermissions key={owner.userId} owner={owner} />
            ) : (
              <EmptyState
                icon={<IconShieldLock size={28} />}
                title={t('admin.contactPermissionsPage.chooseTitle')}
                description={t('admin.contactPermissionsPage.chooseText')}
              />
            )}
          </Stack>
        </Group>
      </Stack>
    </>
  );
}

function OwnerPermissions({ owner }: { owner: TeamOwner }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = teamKeys.contactPermissions(owner.userId);
  const record = useQuery({ queryKey: key, queryFn: () => teamApi.contactPermissions(owner.userId) });
  const [draft, setDraft] = useState<TeamPermissions | null>(null);
  const [isConfirmingReset, setConfirmingReset] = useState(false);
  useEffect(() => {
    if (record.data) setDraft(record.data);
  }, [record.data]);
  const name = `${owner.firstname} ${owner.lastname}`.trim() || owner.username;
  const afterChange = (message: string) => (saved: TeamPermissions) => {
    queryClient.setQueryData(key, saved);
    notifications.show({ color: 'teal', message });
  };
  const onError = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const save = useMutation({
    mutationFn: (permissions: TeamPermissions) => teamApi.saveContactPermissions(owner.userId, permissions),
    onSuccess: afterChange(t('admin.contactPermissionsPage.saved', { name })),
    onError,
  });
  const reset = useMutation({
    mutationFn: () => teamApi.deleteContactPermissions(owner.userId),
    onSuccess: (saved) => {
      afterChange(t('admin.contactPermissionsPage.resetDone', { name }))(saved);
      setConfirmingReset(false);
    },
    onError,
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{name}</Text>
          {record.data && (
            <Badge color={record.data.isDefault ? 'gray' : 'blue'} variant="light">
              {record.data.isDefault
                ? t('admin.contactPermissionsPage.defaults')
                : t('admin.contactPermissionsPage.custom')}
            </Badge>
          )}
        </Group>
        {record.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {record.error.message}
          </Alert>
        )}
        {record.isPending && <Skeleton height={100} />}
        {draft && (
          <>
            <PermissionSwitches
              value={draft}
              onChange={setDraft}
              disabled={save.isPending || reset.isPending}
            />
            <Text size="xs" c="dimmed">
              {record.data?.updatedAt
                ? t('admin.contactPermissionsPage.updated', { when: formatDateTime(record.data.updatedAt) })
                : t('admin.contactPermissionsPage.rule')}
            </Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={record.data?.isDefault}
                onClick={() => setConfirmingReset(true)}
              >
                {t('admin.contactPermissionsPage.reset')}
              </Button>
              <Button loading={save.isPending} onClick={() => save.mutate(draft)}>
                {t('common.save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={isConfirmingReset}
        title={t('admin.contactPermissionsPage.resetTitle')}
        message={t('admin.contactPermissionsPage.resetText', { name })}
        isDanger
        isBusy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setConfirmingReset(false)}
      />
    </Card>
  );
}
