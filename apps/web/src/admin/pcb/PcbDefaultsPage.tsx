import { checkPcbSpec } from '@boardhouse/shared/pcb/pcb-check';
import type { PcbFinding, PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import {
  type PcbDimensionsResponse,
  pcbApi,
  pcbDefaultsQuery,
  pcbDimensionsQuery,
  pcbKeys,
} from '../../api/pcb.api.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/** What this page needs of the PCB form; the wizard's form is passed in by app/router.tsx. */
export interface SpecFormProps {
  spec: PcbSpec;
  onChange: (spec: PcbSpec) => void;
  findings: readonly PcbFinding[];
  dimensions?: PcbDimensionsResponse['dimensions'];
  options?: PcbDimensionsResponse['options'];
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

/**
 * /admin/safe-pcb-default-data ("Pcb Default Data"): the spec every new project starts from and "Reset to
 * defaults" returns to. The same form as the wizard's PCB step; the manufacturing check runs locally, as
 * defaults that cannot be built would greet every customer with errors.
 */
export default function PcbDefaultsPage({ SpecForm }: { SpecForm: ComponentType<SpecFormProps> }) {
  const { t } = useTranslation();
  const defaults = useQuery(pcbDefaultsQuery());
  const dimensions = useQuery(pcbDimensionsQuery());
  const failure = defaults.error ?? dimensions.error;
  return (
    <>
      <PageHeader title={t('admin.pcbDefaultData')} />
      {failure && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          {errorText(failure, t('errors.serverUnreachable'))}
        </Alert>
      )}
      {!failure && (!defaults.data || !dimensions.data) && <Skeleton height={480} radius="md" />}
      {defaults.data && dimensions.data && (
        <DefaultsEditor SpecForm={SpecForm} saved={defaults.data} limits={dimensions.data} />
      )}
    </>
  );
}

interface DefaultsEditorProps {
  SpecForm: ComponentType<SpecFormProps>;
  saved: PcbSpec;
  limits: PcbDimensionsResponse;
}

function DefaultsEditor({ SpecForm, saved, limits }: DefaultsEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [spec, setSpec] = useState(saved);
  const findings = useMemo(() => checkPcbSpec(spec, limits.dimensions), [spec, limits.dimensions]);
  const save = useMutation({
    mutationFn: () => pcbApi.saveDefaults(spec),
    onSuccess: (result) => {
      queryClient.setQueryData(pcbKeys.defaults, result);
      setSpec(result);
      notifications.show({ color: 'teal', message: t('admin.pcb.defaults.saved') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  return (
    <Stack maw={960}>
      <Text c="dimmed">{t('admin.pcb.defaults.intro')}</Text>
      <SpecForm
        spec={spec}
        onChange={setSpec}
        findings={findings}
        dimensions={limits.dimensions}
        options={limits.options}
      />
      <Group
        justify="space-between"
        wrap="wrap"
        style={{ position: 'sticky', bottom: 0, padding: '12px 0', background: 'var(--mantine-color-body)' }}
      >
        <Text size="sm" c={errors > 0 ? 'red.7' : 'dimmed'}>
          {errors > 0
            ? t('admin.pcb.defaults.hasErrors', { count: errors })
            : t('admin.pcb.defaults.noErrors')}
        </Text>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
