import { MOUNTING_STYLES, type MountingStyle } from '@boardhouse/shared/catalog/normalise';
import {
  Alert,
  Button,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Bom, type BomLine, type BomLineChange, bomApi, bomKeys } from '../../api/bom.api.ts';
import { catalogApi } from '../../api/catalog.api.ts';
import { ApiError } from '../../api/client.ts';
import { type DistributorLinePrice, distributorPriceKeys } from '../../api/distributor-prices.api.ts';
import { LinePriceDetails } from './LinePriceDetails.tsx';

interface BomLineDrawerProps {
  projectId: string;
  line: BomLine | null;
  /** What the distributors said about the line (kept fresh while the drawer is open). */
  price: DistributorLinePrice | undefined;
  canEdit: boolean;
  onClose: () => void;
}

/**
 * One BOM line in a side drawer (the whole screen on a phone): its price and stock for everyone (every
 * distributor offer for administrators), and the form that edits it for those who may.
 */
export function BomLineDrawer({ projectId, line, price, canEdit, onClose }: BomLineDrawerProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const hasOffers = (price?.offers?.length ?? 0) > 0;
  return (
    <Drawer
      opened={line !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : hasOffers ? 'lg' : 'md'}
      title={
        <Text fw={600}>
          {line ? t(canEdit ? 'bom.line.title' : 'bom.prices.details', { lineNo: line.lineNo }) : ''}
        </Text>
      }
    >
      <Stack>
        {line && price && price.state !== 'notAsked' && <LinePriceDetails price={price} />}
        {line && canEdit && (
          <LineForm key={line.lineNo} projectId={projectId} line={line} onClose={onClose} />
        )}
      </Stack>
    </Drawer>
  );
}

const asOptions = (values: string[], current: string | null) =>
  [...new Set(current ? [current, ...values] : values)].map((value) => ({ value, label: value }));

function LineForm({ projectId, line, onClose }: { projectId: string; line: BomLine; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const manufacturers = useQuery({
    queryKey: bomKeys.manufacturerOptions,
    queryFn: () => catalogApi.manufacturers.list(''),
    staleTime: 5 * 60_000,
  });
  const packages = useQuery({
    queryKey: bomKeys.packageOptions,
    queryFn: bomApi.packageOptions,
    staleTime: 5 * 60_000,
  });
  const form = useForm({
    initialValues: {
      quantity: line.quantity as number | '',
      designators: line.designators.join(', '),
      mpn: line.mpn ?? '',
      manufacturer: line.manufacturer,
      package: line.package,
      mountingStyle: line.mountingStyle,
      dnp: line.dnp,
      customerSupplied: line.customerSupplied,
    },
    validate: {
      quantity: (value) =>
        value === '' || !Number.isInteger(value) || value < 0
          ? t('validation.invalid', { name: t('bom.fields.quantity') })
          : null,
    },
  });
  const manufacturerOptions = useMemo(
    () => asOptions(manufacturers.data?.map((entry) => entry.listText) ?? [], line.manufacturer),
    [manufacturers.data, line.manufacturer],
  );
  const packageOptions = useMemo(
    () => asOptions(packages.data?.map((entry) => entry.label) ?? [], line.package),
    [packages.data, line.package],
  );

  const save = useMutation({
    mutationFn: (values: typeof form.values) => {
      // Only what the person changed travels, so an untouched field can never be refused.
      const change: BomLineChange = { projectId, lineNo: line.lineNo };
      if (form.isDirty('quantity') && values.quantity !== '') change.quantity = values.quantity;
      if (form.isDirty('designators')) change.designators = values.designators.trim();
      if (form.isDirty('mpn')) change.mpn = values.mpn.trim() || null;
      if (form.isDirty('manufacturer')) change.manufacturer = values.manufacturer;
      if (form.isDirty('package')) change.package = values.package;
      if (form.isDirty('mountingStyle')) change.mountingStyle = values.mountingStyle;
      if (form.isDirty('dnp')) change.dnp = values.dnp;
      if (form.isDirty('customerSupplied')) change.customerSupplied = values.customerSupplied;
      return bomApi.updateLine(change);
    },
    onSuccess: ({ line: saved, summary }) => {
      queryClient.setQueryData<Bom | null>(bomKeys.bom(projectId), (bom) =>
        bom
          ? {
              ...bom,
              summary,
              lines: bom.lines.map((entry) => (entry.lineNo === saved.lineNo ? saved : entry)),
            }
          : bom,
      );
      void queryClient.invalidateQueries({ queryKey: bomKeys.cpl(projectId) });
      // A new part number is asked for in the background.
      void queryClient.invalidateQueries({ queryKey: distributorPriceKeys.project(projectId) });
      notifications.show({ color: 'teal', message: t('bom.line.saved', { lineNo: saved.lineNo }) });
      onClose();
    },
    onError: (error) => error instanceof ApiError && form.setErrors(error.fieldErrors),
  });
  const failure = save.error;
  const hasFieldErrors = failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0;

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        {failure && !hasFieldErrors && (
          <Alert color="red">
            {failure instanceof ApiError && failure.status !== 0
              ? failure.message
              : t('errors.serverUnreachable')}
          </Alert>
        )}
        <NumberInput
          name="quantity"
          label={t('bom.fields.quantity')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('quantity')}
        />
        <TextInput
          name="designators"
          label={t('bom.fields.designators')}
          description={t('bom.line.designatorsHint')}
          {...form.getInputProps('designators')}
        />
        <TextInput name="mpn" label={t('bom.fields.mpn')} {...form.getInputProps('mpn')} />
        <Select
          label={t('bom.fields.manufacturer')}
          data={manufacturerOptions}
          searchable
          clearable
          nothingFoundMessage={t('bom.line.nothingFound')}
          placeholder={manufacturers.isPending ? t('common.loading') : undefined}
          {...form.getInputProps('manufacturer')}
        />
        <Select
          label={t('bom.fields.package')}
          data={packageOptions}
          searchable
          clearable
          limit={100}
          nothingFoundMessage={t('bom.line.nothingFound')}
          placeholder={packages.isPending ? t('common.loading') : undefined}
          {...form.getInputProps('package')}
          onChange={(value) => {
            form.setFieldValue('package', value);
            // A known package decides the mounting style; the person can still override it below.
            const style = packages.data?.find((entry) => entry.label === value)?.mountingStyle;
            if (style) form.setFieldValue('mountingStyle', style);
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('bom.fields.mountingStyle')}
          </Text>
          <SegmentedControl
            aria-label={t('bom.fields.mountingStyle')}
            value={form.values.mountingStyle ?? ''}
            onChange={(value) => form.setFieldValue('mountingStyle', (value || null) as MountingStyle | null)}
            data={[
              { value: '', label: t('bom.mounting.none') },
              ...MOUNTING_STYLES.map((style) => ({ value: style, label: t(`bom.mounting.${style}`) })),
            ]}
          />
          {form.errors.mountingStyle && (
            <Text size="xs" c="red">
              {form.errors.mountingStyle}
            </Text>
          )}
        </Stack>
        <Switch label={t('bom.fields.dnp')} {...form.getInputProps('dnp', { type: 'checkbox' })} />
        <Switch
          label={t('bom.line.customerSupplied')}
          description={t('bom.line.customerSuppliedHint')}
          {...form.getInputProps('customerSupplied', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
