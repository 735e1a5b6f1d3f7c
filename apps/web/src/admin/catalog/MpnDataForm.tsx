import { DISTRIBUTOR_FIELDS, type MpnDataRecord } from '@boardhouse/shared/catalog/mpn-data';
import { MOUNTING_STYLES } from '@boardhouse/shared/catalog/normalise';
import { Divider, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys } from '../../api/catalog.api.ts';
import { FormButtons } from './FormButtons.tsx';
import { formFieldErrors, mpnFormRules, mpnFormValues, mpnSaveBody } from './mpn-form.ts';
import { PriceBreaksEditor } from './PriceBreaksEditor.tsx';
import { useCatalogSave } from './use-catalog-save.ts';

interface MpnDataFormProps {
  record: MpnDataRecord | null;
  onDone: () => void;
}

export function MpnDataForm({ record, onDone }: MpnDataFormProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: mpnFormValues(record), validate: mpnFormRules(t) });
  const save = useCatalogSave({
    save: (values: typeof form.values) => catalogApi.mpnData.save(mpnSaveBody(values, record?.id)),
    // A new record can match BOM lines that were unknown until now.
    invalidates: [catalogKeys.mpnData, catalogKeys.unknown],
    successMessage: t('catalog.mpnData.saved'),
    setFieldErrors: (errors) => form.setErrors(formFieldErrors(errors)),
    onSaved: onDone,
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        <TextInput
          name="mpn"
          label={t('catalog.mpnData.mpn')}
          placeholder="LM358DR"
          withAsterisk
          data-autofocus
          {...form.getInputProps('mpn')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            name="manufacturer"
            label={t('catalog.common.manufacturer')}
            {...form.getInputProps('manufacturer')}
          />
          <TextInput name="package" label={t('catalog.common.package')} {...form.getInputProps('package')} />
        </SimpleGrid>
        <Textarea
          name="description"
          label={t('catalog.common.description')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Select
          name="mountingStyle"
          label={t('catalog.common.mountingStyle')}
          description={t('catalog.mpnData.mountingHint')}
          data={MOUNTING_STYLES.map((style) => ({ value: style, label: t(`catalog.mounting.${style}`) }))}
          clearable
          {...form.getInputProps('mountingStyle')}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            name="stock"
            label={t('catalog.mpnData.stock')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            {...form.getInputProps('stock')}
          />
          <NumberInput
            name="leadTimeDays"
            label={t('catalog.mpnData.leadTime')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('leadTimeDays')}
          />
        </SimpleGrid>
        <PriceBreaksEditor form={form} />
        <Divider label={t('catalog.mpnData.distributors')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DISTRIBUTOR_FIELDS.map((field) => (
            <TextInput
              key={field}
              name={field}
              label={t(`catalog.fields.bom.${field}`)}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <FormButtons isBusy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
