import {
  COMPONENT_CLASSES,
  type ComponentClass,
  type HouseStockEntry,
} from '@boardhouse/shared/catalog/house-stock-api';
import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBuildingWarehouse, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { houseStockApi, houseStockKeys } from '../../api/house-stock.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDateTime } from '../../components/format.ts';
import { isBlank } from './form-rules.ts';
import { useCatalogSave } from './use-catalog-save.ts';

type EntryKind = 'mpn' | 'class';

const text = (t: TFunction, key: string, values?: Record<string, string>) =>
  t(`catalog.houseStock.${key}`, values);

/** "GRM155R71C104KA88D", or "Resistor · 0603 · any value". */
function entryName(t: TFunction, entry: HouseStockEntry): string {
  if (entry.mpn) return entry.mpn;
  const kind = entry.componentClass ? text(t, `classes.${entry.componentClass}`) : '';
  return [kind, entry.package, entry.value ?? text(t, 'anyValue')].filter(Boolean).join(' · ');
}

/**
 * The house-stock list on the MPN Data page: the parts kept loaded on the placement machines, for
 * which offers charge no feeder loading. Staff add an MPN, or a class and package (any value or one),
 * and remove entries after confirming.
 */
export function HouseStockSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const entries = useQuery({ queryKey: houseStockKeys.list, queryFn: houseStockApi.list });
  const [toDelete, setToDelete] = useState<HouseStockEntry | null>(null);
  const deletion = useMutation({
    mutationFn: (entry: HouseStockEntry) => houseStockApi.remove(entry.id),
    onSuccess: async () => {
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: houseStockKeys.list });
      notifications.show({ color: 'teal', message: text(t, 'deleted') });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const items = entries.data?.items ?? [];

  return (
    <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-labelledby="house-stock-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="house-stock-title">
          {text(t, 'title')}
        </Title>
        <Text c="dimmed" size="sm">
          {text(t, 'intro')}
        </Text>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            {entries.isPending ? (
              <Stack gap="xs" aria-busy="true" aria-label={t('common.loading')}>
                <Skeleton height={28} />
                <Skeleton height={28} />
                <Skeleton height={28} />
              </Stack>
            ) : entries.isError ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{entries.error.message}</Text>
                  <Button size="xs" variant="light" onClick={() => void entries.refetch()}>
                    {t('common.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : items.length === 0 ? (
              <Stack align="center" gap="xs" py="lg">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <IconBuildingWarehouse size={26} />
                </ThemeIcon>
                <Text fw={600}>{text(t, 'emptyTitle')}</Text>
                <Text c="dimmed" size="sm" ta="center" maw={420}>
                  {text(t, 'emptyText')}
                </Text>
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{text(t, 'part')}</Table.Th>
                      <Table.Th>{text(t, 'note')}</Table.Th>
                      <Table.Th>{text(t, 'addedAt')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('catalog.common.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {entryName(t, entry)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {entry.mpn ? text(t, 'kindMpn') : text(t, 'kindClass')}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{entry.note ?? '–'}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {formatDateTime(entry.createdAt)}
                          </Text>
                          {entry.createdBy && (
                            <Text size="xs" c="dimmed">
                              {t('catalog.common.by', { user: entry.createdBy })}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">
                          <Tooltip label={text(t, 'remove')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={text(t, 'removeNamed', { name: entryName(t, entry) })}
                              onClick={() => setToDelete(entry)}
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <HouseStockForm />
          </Grid.Col>
        </Grid>
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title={text(t, 'deleteTitle')}
        message={text(t, 'deleteMessage', { name: toDelete ? entryName(t, toDelete) : '' })}
        confirmLabel={text(t, 'remove')}
        isDanger
        isBusy={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </Paper>
  );
}

interface FormValues {
  kind: EntryKind;
  mpn: string;
  componentClass: ComponentClass | null;
  package: string;
  value: string;
  note: string;
}

const EMPTY: FormValues = { kind: 'class', mpn: '', componentClass: null, package: '', value: '', note: '' };

/** Add an entry: an MPN, or a class with a package and an optional value; the server's refusals per field. */
function HouseStockForm() {
  const { t } = useTranslation();
  const required = (key: string) => t('validation.required', { name: text(t, key) });
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: {
      mpn: (mpn, values) => (values.kind === 'mpn' && isBlank(mpn) ? required('mpn') : null),
      componentClass: (kind, values) =>
        values.kind === 'class' && !kind ? required('componentClass') : null,
      package: (pack, values) => (values.kind === 'class' && isBlank(pack) ? required('package') : null),
    },
  });
  const save = useCatalogSave({
    save: (values: FormValues) =>
      houseStockApi.add(
        values.kind === 'mpn'
          ? { mpn: values.mpn.trim(), note: values.note.trim() || null }
          : {
              componentClass: values.componentClass,
              package: values.package.trim(),
              value: values.value.trim() || null,
              note: values.note.trim() || null,
            },
      ),
    invalidates: [houseStockKeys.list],
    successMessage: text(t, 'saved'),
    setFieldErrors: form.setErrors,
    onSaved: () => form.setValues({ ...EMPTY, kind: form.values.kind }),
  });
  const isMpn = form.values.kind === 'mpn';

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {text(t, 'add')}
        </Title>
        <SegmentedControl
          fullWidth
          aria-label={text(t, 'kind')}
          data={[
            { value: 'class', label: text(t, 'kindClass') },
            { value: 'mpn', label: text(t, 'kindMpn') },
          ]}
          value={form.values.kind}
          onChange={(kind) => {
            form.setFieldValue('kind', kind as EntryKind);
            form.clearErrors();
          }}
        />
        {isMpn ? (
          <TextInput
            name="mpn"
            label={text(t, 'mpn')}
            withAsterisk
            maxLength={100}
            {...form.getInputProps('mpn')}
          />
        ) : (
          <>
            <Select
              name="componentClass"
              label={text(t, 'componentClass')}
              data={COMPONENT_CLASSES.map((kind) => ({
                value: kind,
                label: `${text(t, `classes.${kind}`)} (${kind})`,
              }))}
              searchable
              withAsterisk
              {...form.getInputProps('componentClass')}
            />
            <TextInput
              name="package"
              label={text(t, 'package')}
              description={text(t, 'packageHint')}
              withAsterisk
              maxLength={60}
              {...form.getInputProps('package')}
            />
            <TextInput
              name="value"
              label={text(t, 'value')}
              description={text(t, 'valueHint')}
              placeholder={text(t, 'anyValue')}
              maxLength={40}
              {...form.getInputProps('value')}
            />
          </>
        )}
        <TextInput name="note" label={text(t, 'note')} maxLength={200} {...form.getInputProps('note')} />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={save.isPending}>
          {text(t, 'addButton')}
        </Button>
      </Stack>
    </form>
  );
}
