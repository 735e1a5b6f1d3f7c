import type { PcbDimensionsResponse } from '@boardhouse/shared/pcb/pcb-api';
import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import type { PcbPreset } from '@boardhouse/shared/pcb/presets';
import { Alert, Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconDeviceFloppy,
  IconRestore,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useFileRevision } from '../../api/order-rework.api.ts';
import {
  gerberAnalysisQuery,
  type PcbSpecResponse,
  pcbApi,
  pcbDefaultsQuery,
  pcbDimensionsQuery,
  pcbKeys,
} from '../../api/pcb.api.ts';
import { type EditAccess, useEditAccess } from '../../api/use-edit-access.ts';
import { AccessNotice } from '../../components/AccessNotice.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useLeaveGuard } from '../../components/use-leave-guard.ts';
import { BoardPreview } from './BoardPreview.tsx';
import { GerberPanel } from './GerberPanel.tsx';
import { AppliedChangesBanner } from './GerberProposal.tsx';
import { applyChanges, type ProposedChange } from './gerber-proposal.ts';
import PcbSpecForm from './PcbSpecForm.tsx';
import { PcbSummary } from './PcbSummary.tsx';
import { PresetPicker } from './PresetPicker.tsx';
import { usePcbCheck } from './use-pcb-check.ts';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

/** The spec without the response's `saved` flag, as the form edits it. */
function toSpec({ saved: _saved, ...spec }: PcbSpecResponse): PcbSpec {
  return spec;
}

const isSameSpec = (a: PcbSpec, b: PcbSpec) =>
  (Object.keys(a) as (keyof PcbSpec)[]).every((field) => a[field] === b[field]);

/** Step 3 of the project wizard: the bare board's specification, its Gerber files and the manufacturing check. */
export default function PcbStepPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const access = useEditAccess(projectId);
  const saved = useQuery({ queryKey: pcbKeys.spec(projectId), queryFn: () => pcbApi.get(projectId) });
  const dimensions = useQuery(pcbDimensionsQuery());
  const failure = saved.error ?? dimensions.error;
  if (failure) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
        {errorText(failure, t('errors.serverUnreachable'))}
        <Group mt="sm">
          <Button
            size="xs"
            variant="light"
            onClick={() => void Promise.all([saved.refetch(), dimensions.refetch()])}
          >
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!saved.data || !dimensions.data) return <PcbSkeleton />;
  // Keyed by project: another project's step starts from its own saved spec.
  return (
    <PcbEditor
      key={projectId}
      projectId={projectId}
      saved={saved.data}
      limits={dimensions.data}
      access={access}
    />
  );
}

interface PcbEditorProps {
  projectId: string;
  saved: PcbSpecResponse;
  limits: PcbDimensionsResponse;
  access: EditAccess;
}

function PcbEditor({ projectId, saved, limits, access }: PcbEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const savedSpec = toSpec(saved);
  const [spec, setSpec] = useState<PcbSpec>(savedSpec);
  const [applied, setApplied] = useState<ProposedChange[] | null>(null);
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const gerbers = useQuery(gerberAnalysisQuery(projectId));
  const outline = gerbers.data?.status === 'done' ? gerbers.data.outline : null;
  // The same object while the analysis stays the same, so the local check is not run again for nothing.
  const measured = useMemo(() => (outline ? { outline } : null), [outline]);
  const check = usePcbCheck(projectId, spec, limits.dimensions, measured);
  const canEdit = access.canEdit;
  const revision = useFileRevision(projectId);
  // Never saved: the defaults on screen are not the project's yet, so Next saves them too.
  const isDirty = !saved.saved || !isSameSpec(spec, savedSpec);
  // Leaving asks only for the reader's own edits (untouched defaults lose nothing), compared with the
  // cache: "Save and continue" moves on as soon as the save answers, before `saved` above is the new one.
  const leave = useLeaveGuard(() => {
    const latest = queryClient.getQueryData<PcbSpecResponse>(pcbKeys.spec(projectId));
    return canEdit && latest !== undefined && !isSameSpec(spec, toSpec(latest));
  });

  const save = useMutation({
    mutationFn: () => pcbApi.save(projectId, spec),
    onSuccess: (result) => {
      queryClient.setQueryData(pcbKeys.spec(projectId), result);
      setApplied(null);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('pcb.actions.saveFailed'),
        message: errorText(error, t('errors.serverUnreachable')),
      }),
  });
  const reset = useMutation({
    mutationFn: () => queryClient.fetchQuery(pcbDefaultsQuery()),
    onSuccess: (defaults) => {
      setSpec(defaults);
      setApplied(null);
      setIsConfirmingReset(false);
      notifications.show({ color: 'teal', message: t('pcb.actions.resetDone') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });

  const handleSave = () =>
    save.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('pcb.actions.saved') }),
    });
  const handleNext = () => {
    const next = `/myprojects/new/${projectId}/4`;
    if (!canEdit || !isDirty) return void navigate(next);
    save.mutate(undefined, { onSuccess: () => void navigate(next) });
  };
  const handlePreset = (preset: PcbPreset) => {
    setSpec((current) => ({ ...current, ...preset.spec }));
    notifications.show({
      color: 'teal',
      message: t('pcb.preset.applied', { name: t(`pcb.preset.${preset.id}.name`) }),
    });
  };
  const handleApply = (changes: ProposedChange[]) => {
    setSpec((current) => applyChanges(current, changes));
    setApplied(changes);
  };
  const previews = gerbers.data?.status === 'done' ? gerbers.data.previews : null;

  return (
    <Stack>
      <AccessNotice access={access} readShareText={t('pcb.readOnly')} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PresetPicker disabled={!canEdit} onPick={handlePreset} />
        <Button
          variant="default"
          leftSection={<IconRestore size={16} />}
          disabled={!canEdit}
          onClick={() => setIsConfirmingReset(true)}
        >
          {t('pcb.actions.reset')}
        </Button>
      </Group>
      {applied && <AppliedChangesBanner changes={applied} onClose={() => setApplied(null)} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            {/* Files first: their measurements fill the form below. */}
            <GerberPanel
              projectId={projectId}
              spec={spec}
              canEdit={canEdit}
              canReplace={revision.canUpload}
              onApply={handleApply}
            />
            <PcbSpecForm
              spec={spec}
              onChange={setSpec}
              findings={check.findings}
              isReadOnly={!canEdit}
              dimensions={limits.dimensions}
              options={limits.options}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          {/* Sticky below the 60 px top bar, so the picture and the findings stay in view while scrolling the form. */}
          <Stack gap="md" style={{ position: 'sticky', top: 76 }}>
            <BoardPreview spec={spec} previews={previews} />
            <PcbSummary
              spec={spec}
              findings={check.findings}
              isChecking={check.isChecking}
              isDirty={canEdit && isDirty}
              actions={
                canEdit && (
                  <Button
                    fullWidth
                    variant="light"
                    leftSection={<IconDeviceFloppy size={16} />}
                    loading={save.isPending}
                    onClick={handleSave}
                  >
                    {t('common.save')}
                  </Button>
                )
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="space-between">
        <Button
          variant="default"
          component={Link}
          to={`/myprojects/new/${projectId}/2`}
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('projects.wizardBack')}
        </Button>
        <Button rightSection={<IconArrowRight size={16} />} loading={save.isPending} onClick={handleNext}>
          {canEdit && isDirty ? t('pcb.actions.saveNext') : t('projects.wizardNext')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirmingReset}
        title={t('pcb.actions.resetTitle')}
        message={t('pcb.actions.resetMessage')}
        confirmLabel={t('pcb.actions.reset')}
        isBusy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setIsConfirmingReset(false)}
      />
      <ConfirmDialog
        opened={leave.state === 'blocked'}
        title={t('pcb.leave.title')}
        message={t('pcb.leave.text')}
        confirmLabel={t('pcb.leave.leave')}
        cancelLabel={t('pcb.leave.stay')}
        onConfirm={() => leave.proceed?.()}
        onCancel={() => leave.reset?.()}
      />
    </Stack>
  );
}

function PcbSkeleton() {
  return (
    <Grid gap="lg" aria-busy>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack>
          <Skeleton height={36} radius="md" />
          <Skeleton height={360} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Skeleton height={420} radius="md" />
      </Grid.Col>
    </Grid>
  );
}
