import { MARGIN_PERCENT_MAX } from '@boardhouse/shared/quotes/parameter-laws';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import {
  type MarginBandBody,
  type MarginBandInput,
  pricingAdminApi,
  pricingAdminKeys,
} from '../../api/pricing-admin.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorText } from './admin-errors.ts';

const PERCENT_FIELDS = ['boardPercent', 'componentsPercent', 'assemblyPercent'] as const;
const EMPTY_BAND: MarginBandInput = {
  customerGroup: 'standard',
  minQuantity: 1,
  boardPercent: 25,
  componentsPercent: 12,
  assemblyPercent: 30,
};

const toInput = ({ id: _id, updatedAt: _updatedAt, ...band }: MarginBandBody): MarginBandInput => band;
const sameBand = (a: MarginBandInput, b: MarginBandInput) =>
  (Object.keys(a) as (keyof MarginBandInput)[]).every((field) => a[field] === b[field]);

/** /admin/margin: margin per cost block for each customer group from a quantity on. */
export default function MarginsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const margins = useQuery({ queryKey: pricingAdminKeys.margins, queryFn: pricingAdminApi.margins });
  const [removing, setRemoving] = useState<MarginBandBody | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => pricingAdminApi.deleteMargin(id),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: pricingAdminKeys.margins });
      notifications.show({ color: 'teal', message: t('admin.pricing.margins.removed') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });
  const bands = margins.data?.margins ?? [];
  const groups = [...new Set(bands.map((band) => band.customerGroup))];
  return (
    <>
      <PageHeader title={t('admin.margin')} />
      <Stack maw={1000}>
        <Text c="dimmed">{t('admin.pricing.margins.intro')}</Text>
        {margins.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(margins.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {margins.isPending && <Skeleton height={260} radius="md" />}
        {margins.data && groups.length === 0 && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
            {t('admin.pricing.margins.empty')}
          </Alert>
        )}
        {groups.map((group) => (
          <Paper key={group} withBorder radius="md" p="md">
            <Title order={2} size="h5" mb="sm">
              {t('admin.pricing.margins.group', { group })}
            </Title>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs">
                <MarginHead />
                <Table.Tbody>
                  {bands
                    .filter((band) => band.customerGroup === group)
                    .map((band) => (
                      <MarginRow
                        key={`${band.id}-${band.updatedAt}`}
                        band={band}
                        onRemove={() => setRemoving(band)}
                      />
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ))}
        {margins.data && <NewBand />}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('admin.pricing.margins.removeTitle')}
        message={
          removing
            ? t('admin.pricing.margins.removeText', {
                group: removing.customerGroup,
                quantity: removing.minQuantity,
              })
            : ''
        }
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

function MarginHead() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={150}>{t('admin.pricing.margins.fromQuantity')}</Table.Th>
        {PERCENT_FIELDS.map((field) => (
          <Table.Th key={field}>{t(`admin.pricing.margins.${field}`)}</Table.Th>
        ))}
        <Table.Th w={90} />
      </Table.Tr>
    </Table.Thead>
  );
}

function BandInputs({
  band,
  errors,
  onChange,
}: {
  band: MarginBandInput;
  errors: Record<string, string>;
  onChange: (band: MarginBandInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Td>
        <NumberInput
          size="xs"
          aria-label={t('admin.pricing.margins.fromQuantity')}
          value={band.minQuantity}
          onChange={(value) => onChange({ ...band, minQuantity: Number(value) || 0 })}
          min={1}
          max={100_000}
          allowDecimal={false}
          error={errors.minQuantity}
        />
      </Table.Td>
      {PERCENT_FIELDS.map((field) => (
        <Table.Td key={field}>
          <NumberInput
            size="xs"
            aria-label={t(`admin.pricing.margins.${field}`)}
            value={band[field]}
            onChange={(value) => onChange({ ...band, [field]: Number(value) || 0 })}
            min={0}
            max={MARGIN_PERCENT_MAX}
            decimalScale={2}
            suffix=" %"
            error={errors[field]}
          />
        </Table.Td>
      ))}
    </>
  );
}

function MarginRow({ band, onRemove }: { band: MarginBandBody; onRemove: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MarginBandInput>(() => toInput(band));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => pricingAdminApi.saveMargin(band.id, draft),
    onSuccess: async () => {
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: pricingAdminKeys.margins });
      notifications.show({ color: 'teal', message: t('admin.pricing.margins.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
    },
  });
  return (
    <Table.Tr>
      <BandInputs band={draft} errors={errors} onChange={setDraft} />
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="filled"
            aria-label={t('admin.pricing.margins.save')}
            disabled={sameBand(draft, toInput(band))}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            <IconCheck size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.pricing.margins.remove')}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function NewBand() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MarginBandInput>(EMPTY_BAND);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMutation({
    mutationFn: () => pricingAdminApi.addMargin({ ...draft, customerGroup: draft.customerGroup.trim() }),
    onSuccess: async () => {
      setErrors({});
      setDraft(EMPTY_BAND);
      await queryClient.invalidateQueries({ queryKey: pricingAdminKeys.margins });
      notifications.show({ color: 'teal', message: t('admin.pricing.margins.added') });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) });
    },
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="sm">
        {t('admin.pricing.margins.add')}
      </Title>
      <TextInput
        maw={280}
        mb="sm"
        label={t('admin.pricing.margins.customerGroup')}
        description={t('admin.pricing.margins.customerGroupHelp')}
        value={draft.customerGroup}
        onChange={(event) => setDraft({ ...draft, customerGroup: event.currentTarget.value })}
        error={errors.customerGroup}
      />
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <MarginHead />
          <Table.Tbody>
            <Table.Tr>
              <BandInputs band={draft} errors={errors} onChange={setDraft} />
              <Table.Td>
                <Button
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  loading={add.isPending}
                  onClick={() => add.mutate()}
                >
                  {t('admin.pricing.margins.addButton')}
                </Button>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
