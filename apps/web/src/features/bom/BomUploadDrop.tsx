import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BOM_FILE_TYPES, BOM_MAX_BYTES, type Bom, bomApi, bomKeys } from '../../api/bom.api.ts';
import { distributorPriceKeys } from '../../api/distributor-prices.api.ts';
import { projectKeys } from '../../api/projects.api.ts';
import { FileDrop } from '../../components/FileDrop.tsx';
import { useFileUpload } from '../../components/use-file-upload.ts';

/** Upload (or replace) the BOM of a project: drop or pick a file, watch it travel, read the server's verdict. */
export function BomUploadDrop({ projectId, isReplace = false }: { projectId: string; isReplace?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useFileUpload(
    (file, onProgress, signal) => bomApi.upload(projectId, file, onProgress, signal),
    (bom: Bom) => {
      queryClient.setQueryData(bomKeys.bom(projectId), bom);
      void queryClient.invalidateQueries({ queryKey: bomKeys.cpl(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      // The new lines are being asked for: their column shows it at once.
      void queryClient.invalidateQueries({ queryKey: distributorPriceKeys.project(projectId) });
      notifications.show({
        color: 'teal',
        message: t('bom.upload.done', { name: bom.fileName, lines: bom.summary.lines }),
      });
    },
  );
  const progress = upload.progress;
  return (
    <Stack gap="xs">
      <FileDrop
        title={isReplace ? t('bom.upload.replaceTitle') : t('bom.upload.title')}
        hint={t('bom.upload.hint', { types: BOM_FILE_TYPES.join(' '), size: BOM_MAX_BYTES / 1024 / 1024 })}
        inputLabel={t('bom.upload.inputLabel')}
        accept={BOM_FILE_TYPES}
        maxBytes={BOM_MAX_BYTES}
        onFile={upload.upload}
        onReject={upload.reject}
        progress={progress}
        progressLabel={
          progress !== null && progress >= 1
            ? t('bom.upload.reading')
            : t('bom.upload.sending', { percent: Math.round((progress ?? 0) * 100) })
        }
        compact={isReplace}
      />
      {upload.error && (
        <Alert color="red" title={t('bom.upload.failed')} withCloseButton onClose={upload.clearError}>
          {upload.error}
        </Alert>
      )}
    </Stack>
  );
}
