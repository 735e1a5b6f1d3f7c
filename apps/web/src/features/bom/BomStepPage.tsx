import { Alert, Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type Bom, type BomLine, type BomMapping, bomApi, bomKeys } from '../../api/bom.api.ts';
import { ApiError } from '../../api/client.ts';
import { distributorPriceKeys, distributorPricesApi } from '../../api/distributor-prices.api.ts';
import { useFileRevision } from '../../api/order-rework.api.ts';
import { projectKeys } from '../../api/projects.api.ts';
import { type EditAccess, useEditAccess } from '../../api/use-edit-access.ts';
import { AccessNotice } from '../../components/AccessNotice.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { BomFileCard } from './BomFileCard.tsx';
import { BomLineDrawer } from './BomLineDrawer.tsx';
import { BomMappingPanel } from './BomMappingPanel.tsx';
import { BomSummaryCards } from './BomSummaryCards.tsx';
import { BomTable } from './BomTable.tsx';
import { BomUploadDrop } from './BomUploadDrop.tsx';
import { CplPanel } from './CplPanel.tsx';
import { DistributorPricesNotice } from './DistributorPricesNotice.tsx';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

/**
 * While distributors are asked, `prices` live events refresh the prices; this slow poll only covers an
 * event missed (the stream opened after it was sent).
 */
const PENDING_POLL_MS = 20_000;

/** Step 2 of the project wizard: upload the BOM, check how it was read, correct it, add the placement file. */
export default function BomStepPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const queryClient = useQueryClient();
  const access = useEditAccess(projectId);
  const revision = useFileRevision(projectId);
  const [editing, setEditing] = useState<BomLine | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const bom = useQuery({
    queryKey: bomKeys.bom(projectId),
    queryFn: async () => {
      try {
        return await bomApi.get(projectId);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'BOM.NOT_FOUND') return null;
        throw error;
      }
    },
  });
  // Asked in the background after each upload: the BOM never waits for it, its column fills in.
  const prices = useQuery({
    queryKey: distributorPriceKeys.project(projectId),
    queryFn: () => distributorPricesApi.get(projectId),
    enabled: Boolean(bom.data),
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_POLL_MS : false),
  });
  const priceByLine = useMemo(
    () => new Map((prices.data?.lines ?? []).map((price) => [price.lineNo, price])),
    [prices.data],
  );
  const reread = useMutation({
    mutationFn: (change: { sheet?: string; mapping?: BomMapping }) => bomApi.reread(projectId, change),
    onSuccess: (result: Bom) => {
      queryClient.setQueryData(bomKeys.bom(projectId), result);
      void queryClient.invalidateQueries({ queryKey: bomKeys.cpl(projectId) });
      void queryClient.invalidateQueries({ queryKey: distributorPriceKeys.project(projectId) });
      notifications.show({
        color: 'teal',
        message: t('bom.mapping.applied', { lines: result.summary.lines }),
      });
    },
  });
  const remove = useMutation({
    mutationFn: () => bomApi.remove(projectId),
    onSuccess: () => {
      setIsConfirmingDelete(false);
      queryClient.setQueryData(bomKeys.bom(projectId), null);
      void queryClient.invalidateQueries({ queryKey: bomKeys.cpl(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      notifications.show({ color: 'teal', message: t('bom.file.deleted') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });
  const canEdit = access.canEdit;

  return (
    <Stack>
      <AccessNotice access={access} readShareText={t('bom.readOnly.readShare')} />
      {bom.isPending && <BomSkeleton />}
      {bom.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          {errorText(bom.error, t('errors.serverUnreachable'))}
          <Group mt="sm">
            <Button size="xs" variant="light" onClick={() => void bom.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {bom.data === null && <EmptyBom projectId={projectId} access={access} />}
      {bom.data && (
        <>
          <BomFileCard
            projectId={projectId}
            bom={bom.data}
            canEdit={canEdit}
            canReplace={revision.canUpload}
            isSwitchingSheet={reread.isPending}
            onSheet={(sheet) => reread.mutate({ sheet })}
            onDelete={() => setIsConfirmingDelete(true)}
          />
          <BomSummaryCards summary={bom.data.summary} />
          <BomMappingPanel
            headers={bom.data.headers}
            mapping={bom.data.mapping}
            canEdit={canEdit}
            isApplying={reread.isPending}
            error={reread.isError ? errorText(reread.error, t('errors.serverUnreachable')) : null}
            onApply={(mapping) => reread.mutate({ mapping })}
          />
          <Stack gap={6}>
            <DistributorPricesNotice prices={prices.data} />
            <BomTable lines={bom.data.lines} prices={priceByLine} canEdit={canEdit} onEdit={setEditing} />
          </Stack>
          <CplPanel projectId={projectId} canEdit={canEdit} canReplace={revision.canUpload} />
        </>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          component={Link}
          to={`/myprojects/new/${projectId}/1`}
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('projects.wizardBack')}
        </Button>
        <Button
          component={Link}
          to={`/myprojects/new/${projectId}/3`}
          rightSection={<IconArrowRight size={16} />}
        >
          {t('projects.wizardNext')}
        </Button>
      </Group>
      <BomLineDrawer
        projectId={projectId}
        line={editing}
        price={editing ? priceByLine.get(editing.lineNo) : undefined}
        canEdit={canEdit}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={isConfirmingDelete}
        title={t('bom.file.deleteTitle')}
        message={t('bom.file.deleteMessage', { name: bom.data?.fileName ?? '' })}
        confirmLabel={t('bom.file.delete')}
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setIsConfirmingDelete(false)}
      />
    </Stack>
  );
}

/** Before the first upload: the drop zone for editors, a plain notice for those who may only look. */
function EmptyBom({ projectId, access }: { projectId: string; access: EditAccess }) {
  const { t } = useTranslation();
  if (access.canEdit) return <BomUploadDrop projectId={projectId} />;
  // Still asking for the editing lock: keep the place rather than flash the read-only text.
  if (access.reason === 'pending') return <Skeleton height={160} radius="md" />;
  return (
    <Alert color="gray" title={t('bom.empty.title')}>
      {t('bom.empty.readOnly')}
    </Alert>
  );
}

function BomSkeleton() {
  return (
    <Stack aria-busy>
      <Skeleton height={72} radius="md" />
      <SimpleGrid cols={{ base: 2, xs: 4, lg: 8 }} spacing="sm">
        {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
          <Skeleton key={key} height={64} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}
