import { PARAMETER_LAWS } from '@boardhouse/shared/quotes/parameter-laws';
import { PARAMETER_GROUPS } from '@boardhouse/shared/quotes/pricing-parameters';
import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  List,
  NumberInput,
  Paper,
  Popover,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconHistory, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { type PricingParameter, pricingAdminApi, pricingAdminKeys } from '../../api/pricing-admin.api.ts';
import { formatDateTime, formatNumber } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorText } from './admin-errors.ts';

/** Why `value` cannot be saved for `parameter` (the server checks the same), or null. */
export function parameterProblem(parameter: PricingParameter, value: number | string): string | null {
  if (value === '' || typeof value !== 'number' || !Number.isFinite(value)) return 'required';
  if (parameter.integer && !Number.isInteger(value)) return 'whole';
  if (value < parameter.min) return 'min';
  if (value > parameter.max) return 'max';
  return null;
}

const LAW_NAMES: ReadonlySet<string> = new Set(PARAMETER_LAWS.map((entry) => entry.law));

/** A save the server refused for a law the whole set of parameters must keep. */
interface Refusal {
  /** The law's name (shared/quotes/parameter-laws.ts), or null for another refusal. */
  law: string | null;
  /** The server's sentence: the law and the values that break it. */
  message: string;
}

/** What a refused save says, or null for an error that is not a refusal (the server unreachable). */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const law =
    typeof error.details.law === 'string' && LAW_NAMES.has(error.details.law) ? error.details.law : null;
  return { law, message: error.message };
}

/** /admin/parameters: every pricing rate by group, edited in place, with its default and latest changes. */
export default function ParametersPage() {
  const { t } = useTranslation();
  const parameters = useQuery({ queryKey: pricingAdminKeys.parameters, queryFn: pricingAdminApi.parameters });
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (parameters.data?.parameters ?? []).filter(
    (parameter) =>
      !needle ||
      parameter.key.toLowerCase().includes(needle) ||
      parameter.description.toLowerCase().includes(needle),
  );
  return (
    <>
      <PageHeader title={t('admin.parameters')} />
      <Stack maw={1000}>
        <Text c="dimmed">{t('admin.pricing.parameters.intro')}</Text>
        <LawList />
        {parameters.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(parameters.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {parameters.isPending && <Skeleton height={420} radius="md" />}
        {parameters.data && (
          <>
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('admin.pricing.parameters.search')}
              aria-label={t('admin.pricing.parameters.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maw={360}
            />
            <Tabs defaultValue="board" keepMounted={false}>
              <Tabs.List>
                {PARAMETER_GROUPS.map((group) => (
                  <Tabs.Tab key={group} value={group}>
                    {t(`admin.pricing.groups.${group}`)}
                    <Badge size="xs" variant="light" ml={6}>
                      {shown.filter((parameter) => parameter.group === group).length}
                    </Badge>
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {PARAMETER_GROUPS.map((group) => (
                <Tabs.Panel key={group} value={group} pt="md">
                  <ParameterTable parameters={shown.filter((parameter) => parameter.group === group)} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </>
        )}
      </Stack>
    </>
  );
}

/** The laws every save is checked against, so a refusal is no surprise. */
function LawList() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={500}>
        {t('admin.pricing.parameters.lawsTitle')}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {t('admin.pricing.parameters.lawsIntro')}
      </Text>
      <List size="sm" spacing={2}>
        {PARAMETER_LAWS.map((entry) => (
          <List.Item key={entry.law}>{t(`admin.pricing.laws.${entry.law}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

function ParameterTable({ parameters }: { parameters: PricingParameter[] }) {
  const { t } = useTranslation();
  if (parameters.length === 0) return <Text c="dimmed">{t('admin.pricing.parameters.none')}</Text>;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.pricing.parameters.parameter')}</Table.Th>
              <Table.Th w={240}>{t('admin.pricing.parameters.value')}</Table.Th>
              <Table.Th w={120}>{t('admin.pricing.parameters.default')}</Table.Th>
              <Table.Th w={60} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parameters.map((parameter) => (
              <ParameterRow key={parameter.key} parameter={parameter} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function ParameterRow({ parameter }: { parameter: PricingParameter }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<number | string>(parameter.value);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const problem = parameterProblem(parameter, draft);
  const isChanged = draft !== parameter.value;
  const save = useMutation({
    mutationFn: () => pricingAdminApi.saveParameter(parameter.key, Number(draft)),
    onSuccess: (saved) => {
      queryClient.setQueryData<{ parameters: PricingParameter[] }>(pricingAdminKeys.parameters, (current) =>
        current
          ? { parameters: current.parameters.map((entry) => (entry.key === saved.key ? saved : entry)) }
          : current,
      );
      setDraft(saved.value);
      setRefusal(null);
      notifications.show({ color: 'teal', message: t('admin.pricing.parameters.saved', { key: saved.key }) });
    },
    onError: (error) => {
      setRefusal(refusalOf(error));
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
    },
  });
  const handleChange = (value: number | string) => {
    setDraft(value);
    setRefusal(null);
  };
  const error =
    isChanged && problem
      ? t(`admin.pricing.parameters.problem.${problem}`, { min: parameter.min, max: parameter.max })
      : undefined;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{parameter.description}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {parameter.key}
        </Text>
        {refusal && (
          <Alert
            role="alert"
            color="red"
            variant="light"
            p="xs"
            mt={6}
            icon={<IconAlertCircle size={16} />}
            title={
              refusal.law
                ? t('admin.pricing.parameters.refusedLaw', { law: t(`admin.pricing.laws.${refusal.law}`) })
                : t('admin.pricing.parameters.refused')
            }
          >
            {refusal.message}
          </Alert>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <NumberInput
            size="xs"
            value={draft}
            onChange={handleChange}
            min={parameter.min}
            max={parameter.max}
            decimalScale={parameter.integer ? 0 : 4}
            rightSection={
              <Text size="xs" c="dimmed" pr={6}>
                {parameter.unit}
              </Text>
            }
            rightSectionWidth={parameter.unit.length * 7 + 12}
            aria-label={parameter.description}
            error={error ?? (refusal ? true : undefined)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && isChanged && !problem) save.mutate();
            }}
          />
          <ActionIcon
            variant="filled"
            size="input-xs"
            aria-label={t('admin.pricing.parameters.save', { key: parameter.key })}
            disabled={!isChanged || problem !== null}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            <IconCheck size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {formatNumber(parameter.defaultValue, 4)}
        </Text>
      </Table.Td>
      <Table.Td>
        <HistoryButton parameter={parameter} />
      </Table.Td>
    </Table.Tr>
  );
}

function HistoryButton({ parameter }: { parameter: PricingParameter }) {
  const { t } = useTranslation();
  if (parameter.history.length === 0) return null;
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('admin.pricing.parameters.history', { key: parameter.key })}
        >
          <IconHistory size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          {parameter.history.map((change) => (
            <Text key={change.changedAt} size="xs">
              {t('admin.pricing.parameters.change', {
                when: formatDateTime(change.changedAt),
                who: change.changedBy ?? '—',
                from: change.oldValue === null ? '—' : formatNumber(change.oldValue, 4),
                to: formatNumber(change.newValue, 4),
              })}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
