import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Spoiler, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bomKeys,
  CPL_FILE_TYPES,
  CPL_MAX_BYTES,
  type Cpl,
  type CplFindings,
  cplApi,
} from '../../api/bom.api.ts';
import { ApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FileDrop } from '../../components/FileDrop.tsx';
import { formatNumber } from '../../components/format.ts';
import { useFileUpload } from '../../components/use-file-upload.ts';

/** A finding can name thousands of designators; the first few hundred say enough. */
const LISTED_MAX = 300;
const FINDINGS: { key: keyof CplFindings; color: string }[] = [
  { key: 'missingInCpl', color: 'orange' },
  { key: 'missingInBom', color: 'orange' },
  { key: 'bottomSide', color: 'blue' },
  { key: 'dnpPlaced', color: 'yellow' },
];

/** The placement (pick-and-place) file next to the BOM, and what comparing the two found. */
/** `canReplace`: an ordered project's corrected placement file, after review asked for changes. */
export function CplPanel({
  projectId,
  canEdit,
  canReplace = false,
}: {
  projectId: string;
  canEdit: boolean;
  canReplace?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const cpl = useQuery({
    queryKey: bomKeys.cpl(projectId),
    queryFn: async () => {
      try {
        return await cplApi.get(projectId);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'CPL.NOT_FOUND') return null;
        throw error;
      }
    },
  });
  const upload = useFileUpload(
    (file, onProgress, signal) => cplApi.upload(projectId, file, onProgress, signal),
    (result: Cpl) => {
      queryClient.setQueryData(bomKeys.cpl(projectId), result);
      notifications.show({ color: 'teal', message: t('bom.cpl.uploaded', { name: result.fileName }) });
    },
  );
  const remove = useMutation({
    mutationFn: () => cplApi.remove(projectId),
    onSuccess: () => {
      setIsConfirming(false);
      queryClient.setQueryData(bomKeys.cpl(projectId), null);
      notifications.show({ color: 'teal', message: t('bom.cpl.deleted') });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const progress = upload.progress;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{t('bom.cpl.title')}</Text>
            <Text size="sm" c="dimmed">
              {cpl.data ? cpl.data.fileName : t('bom.cpl.hint')}
            </Text>
          </div>
          {cpl.data && canEdit && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => setIsConfirming(true)}
            >
              {t('bom.cpl.delete')}
            </Button>
          )}
        </Group>
        {cpl.isPending && <Skeleton height={60} />}
        {cpl.isError && <Alert color="red">{cpl.error.message}</Alert>}
        {cpl.data && <CplFacts cpl={cpl.data} />}
        {(canEdit || canReplace) && cpl.isSuccess && (
          <FileDrop
            title={cpl.data ? t('bom.cpl.replaceTitle') : t('bom.cpl.uploadTitle')}
            hint={t('bom.upload.hint', {
              types: CPL_FILE_TYPES.join(' '),
              size: CPL_MAX_BYTES / 1024 / 1024,
            })}
            inputLabel={t('bom.cpl.inputLabel')}
            accept={CPL_FILE_TYPES}
            maxBytes={CPL_MAX_BYTES}
            onFile={upload.upload}
            onReject={upload.reject}
            progress={progress}
            progressLabel={
              progress !== null && progress >= 1
                ? t('bom.upload.reading')
                : t('bom.upload.sending', { percent: Math.round((progress ?? 0) * 100) })
            }
            compact
          />
        )}
        {upload.error && (
          <Alert color="red" title={t('bom.upload.failed')} withCloseButton onClose={upload.clearError}>
            {upload.error}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        title={t('bom.cpl.deleteTitle')}
        message={t('bom.cpl.deleteMessage', { name: cpl.data?.fileName ?? '' })}
        confirmLabel={t('bom.cpl.delete')}
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </Card>
  );
}

function CplFacts({ cpl }: { cpl: Cpl }) {
  const { t } = useTranslation();
  const facts = [
    { label: t('bom.cpl.units'), value: t(`bom.cpl.unitNames.${cpl.units}`) },
    { label: t('bom.cpl.placements'), value: formatNumber(cpl.placements, 0) },
    { label: t('bom.cpl.top'), value: formatNumber(cpl.topPlacements, 0) },
    { label: t('bom.cpl.bottom'), value: formatNumber(cpl.bottomPlacements, 0) },
    { label: t('bom.cpl.sides'), value: t(`bom.cpl.sideNames.${cpl.sides}`) },
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {fact.label}
            </Text>
            <Text fw={600}>{fact.value}</Text>
          </div>
        ))}
      </SimpleGrid>
      {FINDINGS.every(({ key }) => cpl.findings[key].length === 0) ? (
        <Alert color="teal">{t('bom.cpl.allConsistent')}</Alert>
      ) : (
        FINDINGS.filter(({ key }) => cpl.findings[key].length > 0).map(({ key, color }) => (
          <Alert
            key={key}
            color={color}
            title={t(`bom.cpl.findings.${key}`, { amount: cpl.findings[key].length })}
          >
            <Spoiler maxHeight={48} showLabel={t('bom.cpl.showAll')} hideLabel={t('bom.cpl.showLess')}>
              <Group gap={4}>
                {cpl.findings[key].slice(0, LISTED_MAX).map((designator) => (
                  <Badge key={designator} variant="outline" color={color} size="sm">
                    {designator}
                  </Badge>
                ))}
                {cpl.findings[key].length > LISTED_MAX && (
                  <Text size="xs" c="dimmed">
                    {t('bom.cpl.more', { amount: cpl.findings[key].length - LISTED_MAX })}
                  </Text>
                )}
              </Group>
            </Spoiler>
          </Alert>
        ))
      )}
    </Stack>
  );
}
