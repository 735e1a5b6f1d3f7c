import type { WordMappingKind, WordMappingRecord } from '@boardhouse/shared/catalog/word-mappings';
import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys } from '../../api/catalog.api.ts';
import { FormButtons } from './FormButtons.tsx';
import { isBlank } from './form-rules.ts';
import { useCatalogSave } from './use-catalog-save.ts';

interface WordMappingFormProps {
  kind: WordMappingKind;
  record: WordMappingRecord | null;
  onDone: () => void;
}

export function WordMappingForm({ kind, record, onDone }: WordMappingFormProps) {
  const { t } = useTranslation();
  const fields = useQuery({
    queryKey: catalogKeys.wordFields(kind),
    queryFn: () => catalogApi.wordMappings.fields(kind),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm({
    initialValues: { word: record?.word ?? '', field: record?.field ?? (null as string | null) },
    validate: {
      word: (value) => (isBlank(value) ? t('validation.required', { name: t('catalog.words.word') }) : null),
      field: (value) => (value ? null : t('validation.required', { name: t('catalog.words.field') })),
    },
  });
  const save = useCatalogSave({
    save: (values: typeof form.values) =>
      catalogApi.wordMappings.save({
        ...(record ? { id: record.id } : {}),
        kind,
        word: values.word.trim(),
        field: values.field ?? '',
      }),
    invalidates: [catalogKeys.wordMappings(kind)],
    successMessage: t('catalog.words.saved'),
    setFieldErrors: form.setErrors,
    onSaved: onDone,
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        <TextInput
          name="word"
          label={t('catalog.words.word')}
          description={t('catalog.words.wordHint')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('word')}
        />
        <Select
          name="field"
          label={t('catalog.words.field')}
          data={(fields.data ?? []).map((field) => ({
            value: field,
            label: t(`catalog.fields.${kind}.${field}`, { defaultValue: field }),
          }))}
          disabled={fields.isPending}
          searchable
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('field')}
          error={form.errors.field ?? fields.error?.message}
        />
        <FormButtons isBusy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
