import type { GerberAnalysis, GerberLayer } from '@boardhouse/shared/pcb/gerbers';
import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { Alert, Button, Collapse, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChevronDown, IconChevronUp, IconWand } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import {
  GERBER_FILE_TYPES,
  GERBER_MAX_BYTES,
  GERBER_MAX_FILES,
  gerberAnalysisQuery,
  gerberApi,
  pcbKeys,
} from '../../api/pcb.api.ts';
import { FileDrop, type FileRejection } from '../../components/FileDrop.tsx';
import { useFileUpload } from '../../components/use-file-upload.ts';
import { GerberFindings } from './GerberFindings.tsx';
import { GerberLayersTable } from './GerberLayersTable.tsx';
import { GerberProposalDialog } from './GerberProposal.tsx';
import { type ProposedChange, proposeChanges } from './gerber-proposal.ts';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

interface GerberPanelProps {
  projectId: string;
  spec: PcbSpec;
  canEdit: boolean;
  /** Corrected Gerbers of an ordered project after review asked for changes: upload only. */
  canReplace?: boolean;
  /** The customer confirmed the measured values: the page puts them into the form. */
  onApply: (changes: ProposedChange[]) => void;
}

/** Upload the Gerber files, follow the analysis, correct the detected layers and take over what was measured. */
export function GerberPanel({ projectId, spec, canEdit, canReplace = false, onApply }: GerberPanelProps) {
  const { t } = useTranslation();
  const analysis = useQuery(gerberAnalysisQuery(projectId));
  const data = analysis.data;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="pcb-gerbers"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="pcb-gerbers">
            {t('pcb.gerber.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pcb.gerber.intro')}
          </Text>
        </div>
        {(canEdit || canReplace) && <GerberUpload projectId={projectId} isReplace={!!data} />}
        {analysis.isPending && <Skeleton height={60} radius="md" />}
        {analysis.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(analysis.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {data === null && !canEdit && (
          <Text size="sm" c="dimmed">
            {t('pcb.gerber.noneYet')}
          </Text>
        )}
        {data?.status === 'pending' && <AnalysisProgress percent={data.progress ?? 0} />}
        {data?.status === 'failed' && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('pcb.gerber.failedTitle')}>
            {data.error ?? t('pcb.gerber.failedText')}
          </Alert>
        )}
        {data?.status === 'done' && (
          <AnalysisResult
            projectId={projectId}
            analysis={data}
            spec={spec}
            canEdit={canEdit}
            onApply={onApply}
          />
        )}
      </Stack>
    </Paper>
  );
}

function GerberUpload({ projectId, isReplace }: { projectId: string; isReplace: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rejectText = (reason: FileRejection, file?: File) =>
    t(`pcb.gerber.reject.${reason}`, {
      name: file?.name ?? '',
      size: GERBER_MAX_BYTES / 1024 / 1024,
      count: GERBER_MAX_FILES,
    });
  const upload = useFileUpload(
    (files: File[], onProgress, signal) => gerberApi.upload(projectId, files, onProgress, signal),
    () => {
      // The analysis starts on the server; asking again shows it pending and starts the polling.
      void queryClient.invalidateQueries({ queryKey: pcbKeys.gerbers(projectId) });
      void queryClient.invalidateQueries({ queryKey: pcbKeys.previews });
      notifications.show({ color: 'teal', message: t('pcb.gerber.uploaded') });
    },
    rejectText,
  );
  const progress = upload.progress;
  return (
    <Stack gap="xs">
      <FileDrop
        title={isReplace ? t('pcb.gerber.replaceTitle') : t('pcb.gerber.dropTitle')}
        hint={t('pcb.gerber.hint', { size: GERBER_MAX_BYTES / 1024 / 1024 })}
        inputLabel={t('pcb.gerber.inputLabel')}
        accept={GERBER_FILE_TYPES}
        maxBytes={GERBER_MAX_BYTES}
        maxFiles={GERBER_MAX_FILES}
        onFile={(file) => upload.upload([file])}
        onFiles={upload.upload}
        onReject={upload.reject}
        progress={progress}
        progressLabel={
          progress !== null && progress >= 1
            ? t('pcb.gerber.received')
            : t('pcb.gerber.sending', { percent: Math.round((progress ?? 0) * 100) })
        }
        compact={isReplace}
      />
      {upload.error && (
        <Alert color="red" title={t('pcb.gerber.uploadFailed')} withCloseButton onClose={upload.clearError}>
          {upload.error}
        </Alert>
      )}
    </Stack>
  );
}

function AnalysisProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const label = t('pcb.gerber.analysing', { percent: Math.round(percent) });
  return (
    <Stack gap={4}>
      <Progress value={percent} size="lg" striped animated aria-label={label} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}

interface AnalysisResultProps {
  projectId: string;
  analysis: GerberAnalysis;
  spec: PcbSpec;
  canEdit: boolean;
  onApply: (changes: ProposedChange[]) => void;
}

function AnalysisResult({ projectId, analysis, spec, canEdit, onApply }: AnalysisResultProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [proposal, setProposal] = useState<ProposedChange[] | null>(null);
  // The table is long (one row per file) and mostly right: folded until someone wants to correct it.
  const [isShowingLayers, setIsShowingLayers] = useState(false);
  const layers = useMutation({
    mutationFn: (next: GerberLayer[]) => gerberApi.updateLayers(projectId, next),
    onSuccess: (result) => {
      queryClient.setQueryData(pcbKeys.gerbers(projectId), result);
      // Same picture addresses, new content: the cached pictures are out of date.
      void queryClient.invalidateQueries({ queryKey: pcbKeys.previews });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });
  return (
    <Stack gap="md">
      <GerberFindings analysis={analysis} />
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={isShowingLayers}
          rightSection={isShowingLayers ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          onClick={() => setIsShowingLayers((shown) => !shown)}
        >
          {t('pcb.gerber.layersToggle', { count: analysis.layers.length })}
        </Button>
        {canEdit && (
          <Button
            variant="light"
            leftSection={<IconWand size={16} />}
            onClick={() => setProposal(proposeChanges(analysis, spec))}
          >
            {t('pcb.gerber.useValues')}
          </Button>
        )}
      </Group>
      <Collapse expanded={isShowingLayers}>
        <GerberLayersTable
          layers={analysis.layers}
          canEdit={canEdit}
          isSaving={layers.isPending}
          onChange={(next) => layers.mutate(next)}
        />
      </Collapse>
      <GerberProposalDialog
        changes={proposal}
        onCancel={() => setProposal(null)}
        onConfirm={() => {
          if (proposal) onApply(proposal);
          setProposal(null);
        }}
      />
    </Stack>
  );
}
