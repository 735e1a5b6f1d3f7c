import type { CasePackageRecord } from '@boardhouse/shared/catalog/case-packages';
import { MOUNTING_STYLES, type MountingStyle } from '@boardhouse/shared/catalog/normalise';
import { NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys } from '../../api/catalog.api.ts';
import { FormButtons } from './FormButtons.tsx';
import { isBlank, wholeNumberRule } from './form-rules.ts';
import { useCatalogSave } from './use-catalog-save.ts';

interface CasePackageFormProps {
  record: CasePackageRecord | null;
  onDone: () => void;
}

export function CasePackageForm({ record, onDone }: CasePackageFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: {
      name: record?.name ?? '',
      mountingStyle: (record?.mountingStyle ?? null) as MountingStyle | null,
      pins: (record?.pins ?? '') as number | '',
      description: record?.description ?? '',
    },
    validate: {
      name: (value) =>
        isBlank(value) ? t('validation.required', { name: t('catalog.casePackage.name') }) : null,
      mountingStyle: (value) =>
        value ? null : t('validation.required', { name: t('catalog.common.mountingStyle') }),
      pins: wholeNumberRule(t, t('catalog.casePackage.pins'), { min: 1 }),
    },
  });
  const save = useCatalogSave({
    save: (values: typeof form.values) =>
      catalogApi.casePackages.save({
        ...(record ? { id: record.id } : {}),
        name: values.name.trim(),
        mountingStyle: values.mountingStyle as MountingStyle,
        pins: values.pins === '' ? null : values.pins,
        description: values.description.trim() || null,
      }),
    invalidates: [catalogKeys.casePackages],
    successMessage: t('catalog.casePackage.saved'),
    setFieldErrors: form.setErrors,
    onSaved: onDone,
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        <TextInput
          name="name"
          label={t('catalog.casePackage.name')}
          placeholder="SOT-23"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Select
          name="mountingStyle"
          label={t('catalog.common.mountingStyle')}
          data={MOUNTING_STYLES.map((style) => ({ value: style, label: t(`catalog.mounting.${style}`) }))}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('mountingStyle')}
        />
        <NumberInput
          name="pins"
          label={t('catalog.casePackage.pins')}
          description={t('catalog.casePackage.pinsHint')}
          min={1}
          // Say what is wrong with a 0 instead of quietly turning it into 1 when the field loses focus.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('pins')}
        />
        <Textarea
          name="description"
          label={t('catalog.common.description')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <FormButtons isBusy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
