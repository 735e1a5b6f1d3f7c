import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Bom, bomApi } from '../../api/bom.api.ts';
import { DownloadMenu } from '../../components/DownloadMenu.tsx';
import { BomUploadDrop } from './BomUploadDrop.tsx';

interface BomFileCardProps {
  projectId: string;
  bom: Bom;
  canEdit: boolean;
  /** Corrected files of an ordered project after review asked for changes: replace, and pick the sheet. */
  canReplace?: boolean;
  isSwitchingSheet: boolean;
  onSheet: (sheet: string) => void;
  onDelete: () => void;
}

/** The uploaded file: its name, the worksheet read, download of the parsed BOM, replace and delete. */
export function BomFileCard({
  projectId,
  bom,
  canEdit,
  canReplace = false,
  isSwitchingSheet,
  onSheet,
  onDelete,
}: BomFileCardProps) {
  const { t } = useTranslation();

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileSpreadsheet size={28} color="var(--mantine-color-teal-6)" aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {t('bom.file.label')}
              </Text>
              <Text fw={600} truncate="end" data-testid="bom-file-name">
                {bom.fileName}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            {bom.sheets.length > 1 && (
              <Select
                label={t('bom.file.sheet')}
                data={bom.sheets}
                value={bom.sheet}
                onChange={(sheet) => sheet && sheet !== bom.sheet && onSheet(sheet)}
                allowDeselect={false}
                disabled={!(canEdit || canReplace) || isSwitchingSheet}
                w={200}
                size="xs"
              />
            )}
            <DownloadMenu
              target={(isBusy) => (
                <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} loading={isBusy}>
                  {t('bom.file.download')}
                </Button>
              )}
              options={[
                { key: 'csv', label: t('bom.file.downloadCsv') },
                { key: 'xlsx', label: t('bom.file.downloadXlsx') },
              ]}
              onDownload={(format) => bomApi.download(projectId, format)}
            />
            {canEdit && (
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={onDelete}
              >
                {t('bom.file.delete')}
              </Button>
            )}
          </Group>
        </Group>
        {(canEdit || canReplace) && <BomUploadDrop projectId={projectId} isReplace />}
      </Stack>
    </Card>
  );
}
