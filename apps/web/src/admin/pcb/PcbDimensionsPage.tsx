import { PCB_PARAMETERS } from '@boardhouse/shared/pcb/parameters';
import { PCB_DIMENSION_FIELDS, type PcbDimension } from '@boardhouse/shared/pcb/pcb-api';
import { HOUSE_PCB_DIMENSIONS } from '@boardhouse/shared/pcb/presets';
import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { pcbApi, pcbDimensionsQuery, pcbKeys } from '../../api/pcb.api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { type DimensionDraft, dimensionProblems, toDimensions } from './pcb-dimensions-form.ts';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

const UNIT_OF = new Map(PCB_PARAMETERS.map((parameter) => [parameter.field, parameter.unit]));

/** /admin/pcb-dimensions ("PCB Dimensions"): the allowed range of each numeric PCB field. */
export default function PcbDimensionsPage() {
  const { t } = useTranslation();
  const dimensions = useQuery(pcbDimensionsQuery());
  return (
    <>
      <PageHeader title={t('admin.pcbDimensions')} />
      {dimensions.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          {errorText(dimensions.error, t('errors.serverUnreachable'))}
        </Alert>
      )}
      {dimensions.isPending && <Skeleton height={360} radius="md" />}
      {dimensions.data && <DimensionsEditor saved={dimensions.data.dimensions} />}
    </>
  );
}

/** A field without a stored range starts at the widest one the schema allows. */
function toDraft(saved: readonly PcbDimension[]): DimensionDraft[] {
  return PCB_DIMENSION_FIELDS.map((field) => {
    const range =
      saved.find((dimension) => dimension.field === field) ??
      HOUSE_PCB_DIMENSIONS.find((dimension) => dimension.field === field);
    return { field, min: range?.min ?? '', max: range?.max ?? '' };
  });
}

function DimensionsEditor({ saved }: { saved: readonly PcbDimension[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(() => toDraft(saved));
  const problems = dimensionProblems(rows);
  const save = useMutation({
    mutationFn: () => pcbApi.saveDimensions(toDimensions(rows)),
    onSuccess: (result) => {
      queryClient.setQueryData(pcbKeys.dimensions, result);
      setRows(toDraft(result.dimensions));
      notifications.show({ color: 'teal', message: t('admin.pcb.dimensions.saved') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });
  const change = (index: number, patch: Partial<DimensionDraft>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack maw={820}>
      <Text c="dimmed">{t('admin.pcb.dimensions.intro')}</Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('admin.pcbDimensions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.pcb.dimensions.field')}</Table.Th>
                <Table.Th w={130}>{t('admin.pcb.dimensions.min')}</Table.Th>
                <Table.Th w={130}>{t('admin.pcb.dimensions.max')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const label = t(`pcb.field.${row.field}.label`);
                const widest = HOUSE_PCB_DIMENSIONS.find((dimension) => dimension.field === row.field);
                const unit = UNIT_OF.get(row.field);
                const suffix = unit && unit !== 'pcs' ? ` ${unit}` : undefined;
                const problem = problems.get(row.field);
                return (
                  <Table.Tr key={row.field}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('admin.pcb.dimensions.widest', { min: widest?.min, max: widest?.max })}
                        {suffix}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="sm"
                        aria-label={t('admin.pcb.dimensions.minOf', { field: label })}
                        value={row.min}
                        suffix={suffix}
                        decimalScale={2}
                        allowNegative={false}
                        hideControls
                        error={problem === 'min' ? t('admin.pcb.dimensions.outside') : undefined}
                        onChange={(value) => change(index, { min: value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="sm"
                        aria-label={t('admin.pcb.dimensions.maxOf', { field: label })}
                        value={row.max}
                        suffix={suffix}
                        decimalScale={2}
                        allowNegative={false}
                        hideControls
                        error={
                          problem === 'max'
                            ? t('admin.pcb.dimensions.outside')
                            : problem === 'order'
                              ? t('admin.pcb.dimensions.order')
                              : undefined
                        }
                        onChange={(value) => change(index, { max: value })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={save.isPending}
          disabled={problems.size > 0}
          onClick={() => save.mutate()}
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
