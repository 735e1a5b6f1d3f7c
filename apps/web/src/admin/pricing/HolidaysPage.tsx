import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChevronLeft, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { type Holiday, pricingAdminApi, pricingAdminKeys } from '../../api/pricing-admin.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDate } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorText } from './admin-errors.ts';
import { YearCalendar } from './YearCalendar.tsx';

/** /admin/holidays: the days production is closed, on a year calendar, added and removed by staff. */
export default function HolidaysPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const holidays = useQuery({ queryKey: pricingAdminKeys.holidays, queryFn: pricingAdminApi.holidays });
  const schedule = useQuery({ queryKey: pricingAdminKeys.schedule, queryFn: pricingAdminApi.schedule });
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [draft, setDraft] = useState<Holiday>({ date: '', name: '' });
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const stored = (result: { holidays: Holiday[] }) =>
    queryClient.setQueryData(pricingAdminKeys.holidays, result);
  const add = useMutation({
    mutationFn: () => pricingAdminApi.addHoliday({ date: draft.date, name: draft.name.trim() }),
    onSuccess: (result) => {
      stored(result);
      notifications.show({
        color: 'teal',
        message: t('admin.pricing.holidays.added', { date: formatDate(draft.date) }),
      });
      setDraft({ date: '', name: '' });
      setFieldErrors({});
    },
    onError: (error) => {
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
    },
  });
  const remove = useMutation({
    mutationFn: (date: string) => pricingAdminApi.deleteHoliday(date),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: pricingAdminKeys.holidays });
      notifications.show({ color: 'teal', message: t('admin.pricing.holidays.removed') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });

  const all = holidays.data?.holidays ?? [];
  const ofYear = all.filter((holiday) => holiday.date.startsWith(`${year}-`));
  const marked = new Map(all.map((holiday) => [holiday.date, holiday.name]));
  const closed = new Set(
    (schedule.data?.slotsPerWeekday ?? [1, 1, 1, 1, 1, 0, 0]).flatMap((slots, day) =>
      slots === 0 ? [day] : [],
    ),
  );
  const pick = (date: string) => {
    const existing = marked.get(date);
    if (existing) setRemoving({ date, name: existing });
    else setDraft((current) => ({ ...current, date }));
  };
  const isDraftValid = /^\d{4}-\d{2}-\d{2}$/.test(draft.date) && draft.name.trim().length > 0;
  // The server renames the holiday already on a date: say so before, not after it happened.
  const replacing = marked.get(draft.date);

  return (
    <>
      <PageHeader title={t('admin.holidays')} />
      <Stack>
        <Text c="dimmed">{t('admin.pricing.holidays.intro')}</Text>
        {holidays.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(holidays.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {holidays.isPending ? (
          <Skeleton height={420} radius="md" />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper withBorder radius="md" p="md">
                <Group justify="space-between" mb="md">
                  <ActionIcon
                    variant="default"
                    aria-label={t('admin.pricing.holidays.previousYear')}
                    onClick={() => setYear(year - 1)}
                  >
                    <IconChevronLeft size={16} />
                  </ActionIcon>
                  <Title order={2} size="h4">
                    {year}
                  </Title>
                  <ActionIcon
                    variant="default"
                    aria-label={t('admin.pricing.holidays.nextYear')}
                    onClick={() => setYear(year + 1)}
                  >
                    <IconChevronRight size={16} />
                  </ActionIcon>
                </Group>
                <YearCalendar year={year} marked={marked} closedWeekdays={closed} onPick={pick} />
                <Text size="xs" c="dimmed" mt="sm">
                  {t('admin.pricing.holidays.pickHint')}
                </Text>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack>
                <Paper withBorder radius="md" p="md">
                  <Stack gap="sm">
                    <Title order={2} size="h5">
                      {t('admin.pricing.holidays.add')}
                    </Title>
                    <TextInput
                      type="date"
                      label={t('admin.pricing.holidays.date')}
                      value={draft.date}
                      onChange={(event) => setDraft({ ...draft, date: event.currentTarget.value })}
                      description={
                        replacing
                          ? t('admin.pricing.holidays.alreadyHoliday', { name: replacing })
                          : undefined
                      }
                      error={fieldErrors.date}
                      required
                    />
                    <TextInput
                      label={t('admin.pricing.holidays.name')}
                      value={draft.name}
                      maxLength={100}
                      onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
                      error={fieldErrors.name}
                      required
                    />
                    <Button
                      leftSection={<IconPlus size={16} />}
                      disabled={!isDraftValid}
                      loading={add.isPending}
                      onClick={() => add.mutate()}
                    >
                      {t(
                        replacing
                          ? 'admin.pricing.holidays.renameButton'
                          : 'admin.pricing.holidays.addButton',
                      )}
                    </Button>
                  </Stack>
                </Paper>
                <Paper withBorder radius="md">
                  {ofYear.length === 0 ? (
                    <Text c="dimmed" p="md">
                      {t('admin.pricing.holidays.none', { year })}
                    </Text>
                  ) : (
                    <Table verticalSpacing="xs" aria-label={t('admin.pricing.holidays.listOf', { year })}>
                      <Table.Tbody>
                        {ofYear.map((holiday) => (
                          <Table.Tr key={holiday.date}>
                            <Table.Td>
                              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                                {holiday.name}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {formatDate(holiday.date)}
                              </Text>
                            </Table.Td>
                            <Table.Td w={48}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('admin.pricing.holidays.remove', { name: holiday.name })}
                                onClick={() => setRemoving(holiday)}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </Paper>
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('admin.pricing.holidays.removeTitle')}
        message={
          removing
            ? t('admin.pricing.holidays.removeText', { name: removing.name, date: formatDate(removing.date) })
            : ''
        }
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.date)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
