import { checkPcbSpec } from '@boardhouse/shared/pcb/pcb-check';
import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { Alert, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { PcbDimensionsResponse } from '../../api/pcb.api.ts';
import { type ProductTemplate, productTemplatesApi } from '../../api/product-templates.api.ts';
import type { SpecFormProps } from '../pcb/PcbDefaultsPage.tsx';

interface Props {
  template: ProductTemplate | null;
  defaults: PcbSpec;
  limits: PcbDimensionsResponse;
  SpecForm: ComponentType<SpecFormProps>;
  onSaved: (saved: ProductTemplate) => void;
}

/** "10, 25, 100" → [10, 25, 100]; null when a part is not a whole number above 0. */
function parseQuantities(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  const values = parts.map(Number);
  return parts.length > 0 && values.every((value) => Number.isInteger(value) && value > 0) ? values : null;
}

/** A template's name, description, assembly and quantities above the wizard's PCB form. */
export function TemplateEditor({ template, defaults, limits, SpecForm, onSaved }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [assembly, setAssembly] = useState(template?.assembly ?? false);
  const [quantities, setQuantities] = useState((template?.quantities ?? [10]).join(', '));
  const [spec, setSpec] = useState<PcbSpec>(template?.pcbSpec ?? defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const findings = useMemo(() => checkPcbSpec(spec, limits.dimensions), [spec, limits.dimensions]);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        name: name.trim(),
        description: description.trim() || null,
        assembly,
        quantities: parseQuantities(quantities) ?? [],
        pcbSpec: spec,
      };
      return template ? productTemplatesApi.save(template.id, body) : productTemplatesApi.add(body);
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    },
  });
  const submit = () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('validation.required', { name: t('admin.templates.name') });
    if (!parseQuantities(quantities)) found.quantities = t('admin.templates.quantitiesInvalid');
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const specErrors = Object.entries(errors).filter(([field]) => field.startsWith('pcbSpec.'));
  const otherError =
    save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length === 0
      ? save.error.message
      : null;
  return (
    <Stack>
      <TextInput
        label={t('admin.templates.name')}
        withAsterisk
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Textarea
        label={t('admin.templates.description')}
        autosize
        minRows={2}
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('admin.templates.quantities')}
          description={t('admin.templates.quantitiesHelp')}
          withAsterisk
          value={quantities}
          error={errors.quantities}
          onChange={(event) => setQuantities(event.currentTarget.value)}
        />
        <Switch
          mt={34}
          label={t('admin.templates.assembly')}
          checked={assembly}
          onChange={(event) => setAssembly(event.currentTarget.checked)}
        />
      </Group>
      {(specErrors.length > 0 || otherError) && (
        <Alert color="red">{otherError ?? specErrors.map(([, message]) => message).join(' · ')}</Alert>
      )}
      <SpecForm
        spec={spec}
        onChange={setSpec}
        findings={findings}
        dimensions={limits.dimensions}
        options={limits.options}
      />
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={submit}>
          {template ? t('common.save') : t('admin.templates.add')}
        </Button>
      </Group>
    </Stack>
  );
}
