import { WEEKDAYS } from '@boardhouse/shared/quotes/pricing-admin-api';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import {
  type ProductionScheduleBody,
  pricingAdminApi,
  pricingAdminKeys,
} from '../../api/pricing-admin.api.ts';
import { localeOf } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorText } from './admin-errors.ts';

/** The form's problems before sending: a week without any slots, no capacity, a date listed twice. */
export function scheduleProblems(schedule: ProductionScheduleBody): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!(Number.isFinite(schedule.capacityM2PerDay) && schedule.capacityM2PerDay > 0)) {
    problems.capacityM2PerDay = 'capacity';
  } else if (schedule.capacityM2PerDay > CAPACITY_MAX_M2) {
    problems.capacityM2PerDay = 'capacityMax';
  }
  if (
    schedule.slotsPerWeekday.every((slots) => slots === 0) &&
    schedule.exceptions.every((entry) => entry.slots === 0)
  ) {
    problems.slotsPerWeekday = 'noSlots';
  }
  const seen = new Set<string>();
  schedule.exceptions.forEach((exception, index) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(exception.date)) problems[`exceptions.${index}.date`] = 'dateMissing';
    else if (seen.has(exception.date)) problems[`exceptions.${index}.date`] = 'dateTwice';
    seen.add(exception.date);
  });
  return problems;
}

/** The most m² a working day the server takes (pricing-admin-api's productionSchedule). */
const CAPACITY_MAX_M2 = 100_000;

/** /admin/production-schedule: jobs per weekday, the cut-off hour and dates with other capacity. */
export default function ProductionSchedulePage() {
  const { t } = useTranslation();
  const schedule = useQuery({ queryKey: pricingAdminKeys.schedule, queryFn: pricingAdminApi.schedule });
  return (
    <>
      <PageHeader title={t('admin.productionSchedule')} />
      <Stack maw={900}>
        <Text c="dimmed">{t('admin.pricing.schedule.intro')}</Text>
        {schedule.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(schedule.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {schedule.isPending && <Skeleton height={360} radius="md" />}
        {schedule.data && <ScheduleForm saved={schedule.data} />}
      </Stack>
    </>
  );
}

function ScheduleForm({ saved }: { saved: ProductionScheduleBody }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProductionScheduleBody>(saved);
  // Exception rows have no id until saved: each gets a key of its own for as long as it is on the form.
  const nextKey = useRef(saved.exceptions.length);
  const [rowKeys, setRowKeys] = useState(() => saved.exceptions.map((_, index) => index));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const problems = scheduleProblems(draft);
  const weekdayName = new Intl.DateTimeFormat(localeOf(), { weekday: 'long', timeZone: 'UTC' });
  const save = useMutation({
    mutationFn: () => pricingAdminApi.saveSchedule(draft),
    onSuccess: (result) => {
      queryClient.setQueryData(pricingAdminKeys.schedule, result);
      setDraft(result);
      nextKey.current = result.exceptions.length;
      setRowKeys(result.exceptions.map((_, index) => index));
      setServerErrors({});
      notifications.show({ color: 'teal', message: t('admin.pricing.schedule.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
    },
  });
  const problemText = (field: string) =>
    serverErrors[field] ??
    (problems[field]
      ? t(`admin.pricing.schedule.problem.${problems[field]}`, { max: CAPACITY_MAX_M2 })
      : undefined);
  const setSlots = (day: number, value: number | string) =>
    setDraft((current) => ({
      ...current,
      slotsPerWeekday: current.slotsPerWeekday.map((slots, index) =>
        index === day ? Number(value) || 0 : slots,
      ) as ProductionScheduleBody['slotsPerWeekday'],
    }));
  const setException = (index: number, patch: Partial<ProductionScheduleBody['exceptions'][number]>) =>
    setDraft((current) => ({
      ...current,
      exceptions: current.exceptions.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
    }));

  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h5" mb="sm">
          {t('admin.pricing.schedule.week')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }}>
          {WEEKDAYS.map((weekday, day) => (
            <NumberInput
              key={weekday}
              // 5 January 2026 was a Monday.
              label={weekdayName.format(new Date(Date.UTC(2026, 0, 5 + day)))}
              value={draft.slotsPerWeekday[day]}
              onChange={(value) => setSlots(day, value)}
              min={0}
              max={10_000}
              allowDecimal={false}
            />
          ))}
        </SimpleGrid>
        {problemText('slotsPerWeekday') && (
          <Text c="red.8" size="sm" mt="xs">
            {problemText('slotsPerWeekday')}
          </Text>
        )}
        <NumberInput
          mt="md"
          maw={260}
          label={t('admin.pricing.schedule.cutOff')}
          description={t('admin.pricing.schedule.cutOffHelp')}
          value={draft.cutOffHour}
          onChange={(value) => setDraft({ ...draft, cutOffHour: Number(value) || 0 })}
          min={0}
          max={24}
          step={0.5}
          decimalScale={2}
          error={serverErrors.cutOffHour}
        />
        <NumberInput
          mt="md"
          maw={320}
          label={t('admin.pricing.schedule.capacity')}
          description={t('admin.pricing.schedule.capacityHelp')}
          value={Number.isFinite(draft.capacityM2PerDay) ? draft.capacityM2PerDay : ''}
          onChange={(value) =>
            setDraft({ ...draft, capacityM2PerDay: typeof value === 'number' ? value : Number.NaN })
          }
          min={0}
          max={CAPACITY_MAX_M2}
          step={0.5}
          decimalScale={2}
          rightSection={
            <Text size="xs" c="dimmed" pr={6}>
              m²
            </Text>
          }
          error={problemText('capacityM2PerDay')}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5">
            {t('admin.pricing.schedule.exceptions')}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              setDraft({ ...draft, exceptions: [...draft.exceptions, { date: '', slots: 0, note: '' }] });
              setRowKeys([...rowKeys, nextKey.current++]);
            }}
          >
            {t('admin.pricing.schedule.addException')}
          </Button>
        </Group>
        {draft.exceptions.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('admin.pricing.schedule.noExceptions')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={180}>{t('admin.pricing.schedule.date')}</Table.Th>
                  <Table.Th w={120}>{t('admin.pricing.schedule.slots')}</Table.Th>
                  <Table.Th>{t('admin.pricing.schedule.note')}</Table.Th>
                  <Table.Th w={48} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draft.exceptions.map((exception, index) => (
                  <Table.Tr key={rowKeys[index]}>
                    <Table.Td>
                      <TextInput
                        type="date"
                        size="xs"
                        aria-label={t('admin.pricing.schedule.date')}
                        value={exception.date}
                        onChange={(event) => setException(index, { date: event.currentTarget.value })}
                        error={problemText(`exceptions.${index}.date`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={t('admin.pricing.schedule.slots')}
                        value={exception.slots}
                        onChange={(value) => setException(index, { slots: Number(value) || 0 })}
                        min={0}
                        max={10_000}
                        allowDecimal={false}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={t('admin.pricing.schedule.note')}
                        value={exception.note ?? ''}
                        maxLength={200}
                        onChange={(event) => setException(index, { note: event.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('admin.pricing.schedule.removeException')}
                        onClick={() => {
                          setDraft({
                            ...draft,
                            exceptions: draft.exceptions.filter((_, at) => at !== index),
                          });
                          setRowKeys(rowKeys.filter((_, at) => at !== index));
                        }}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={Object.keys(problems).length > 0}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
