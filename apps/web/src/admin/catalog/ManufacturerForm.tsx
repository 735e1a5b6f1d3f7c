import { MANUFACTURER_ALIASES_MAX, type ManufacturerRecord } from '@boardhouse/shared/catalog/manufacturers';
import { Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys } from '../../api/catalog.api.ts';
import { useSession } from '../../api/session.store.ts';
import { FormButtons } from './FormButtons.tsx';
import { isBlank } from './form-rules.ts';
import { useCatalogSave } from './use-catalog-save.ts';

interface ManufacturerFormProps {
  record: ManufacturerRecord | null;
  onDone: () => void;
}

export function ManufacturerForm({ record, onDone }: ManufacturerFormProps) {
  const { t } = useTranslation();
  const { userName } = useSession();
  const form = useForm({
    initialValues: { name: record?.listText ?? '', aliases: record?.aliases ?? [] },
    validate: {
      name: (value) =>
        isBlank(value) ? t('validation.required', { name: t('catalog.manufacturer.name') }) : null,
    },
  });
  const save = useCatalogSave({
    save: (values: typeof form.values) =>
      catalogApi.manufacturers.save(
        {
          ...(record ? { id: record.id } : {}),
          name: values.name.trim(),
          aliases: values.aliases.map((alias) => alias.trim()).filter(Boolean),
        },
        userName,
      ),
    invalidates: [catalogKeys.manufacturers],
    successMessage: t('catalog.manufacturer.saved'),
    setFieldErrors: form.setErrors,
    // The seed call names the manufacturer `manfList` (a query parameter); the form calls it `name`.
    fieldNames: { manfList: 'name', aliases: 'aliases' },
    onSaved: onDone,
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        <TextInput
          name="name"
          label={t('catalog.manufacturer.name')}
          placeholder="Texas Instruments"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TagsInput
          name="aliases"
          label={t('catalog.manufacturer.aliases')}
          description={t('catalog.manufacturer.aliasesHint')}
          placeholder="TI"
          splitChars={[',', ';']}
          maxTags={MANUFACTURER_ALIASES_MAX}
          acceptValueOnBlur
          clearable
          {...form.getInputProps('aliases')}
        />
        <FormButtons isBusy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
