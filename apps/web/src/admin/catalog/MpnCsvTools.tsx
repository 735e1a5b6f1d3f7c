import { Alert, Button, FileButton, ScrollArea, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportError, catalogApi, catalogKeys, type ImportRowError } from '../../api/catalog.api.ts';

/** What the last import did: records created and updated, or why the file was refused. */
export type ImportOutcome =
  | { isOk: true; created: number; updated: number }
  | { isOk: false; message: string; rowErrors: ImportRowError[] };

/** "Import CSV" (file picker) and "Export CSV" (download) of the MPN-data table. */
export function MpnCsvButtons({ onImported }: { onImported: (outcome: ImportOutcome) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resetPicker = useRef<() => void>(null);
  const importing = useMutation({
    mutationFn: (file: File) => catalogApi.mpnData.importCsv(file),
    onSuccess: async ({ created, updated }) => {
      onImported({ isOk: true, created, updated });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.mpnData });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.unknown });
    },
    onError: (error) =>
      onImported({
        isOk: false,
        message: error.message,
        rowErrors: error instanceof CsvImportError ? error.rowErrors : [],
      }),
    // The same file can be picked again after it was corrected.
    onSettled: () => resetPicker.current?.(),
  });
  const exporting = useMutation({
    mutationFn: () => catalogApi.mpnData.exportCsv(),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  return (
    <>
      <FileButton
        resetRef={resetPicker}
        accept=".csv,text/csv"
        onChange={(file) => file && importing.mutate(file)}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} />}
            loading={importing.isPending}
          >
            {t('catalog.mpnData.import')}
          </Button>
        )}
      </FileButton>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {t('catalog.mpnData.export')}
      </Button>
    </>
  );
}

export function ImportOutcomeAlert({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  if (outcome.isOk) {
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck size={18} />}
        title={t('catalog.mpnData.importDone')}
        withCloseButton
        closeButtonLabel={t('catalog.common.close')}
        onClose={onClose}
        mb="md"
        data-testid="import-outcome"
      >
        {t('catalog.mpnData.importCounts', { created: outcome.created, updated: outcome.updated })}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      title={t('catalog.mpnData.importFailed')}
      withCloseButton
      closeButtonLabel={t('catalog.common.close')}
      onClose={onClose}
      mb="md"
      data-testid="import-outcome"
    >
      <Text size="sm">{outcome.message}</Text>
      {outcome.rowErrors.length > 0 && (
        <ScrollArea.Autosize mah={240} mt="xs">
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalog.mpnData.importRow')}</Table.Th>
                <Table.Th>{t('catalog.mpnData.importProblem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcome.rowErrors.map((problem) => (
                <Table.Tr key={`${problem.row}:${problem.message}`}>
                  <Table.Td>{problem.row}</Table.Td>
                  <Table.Td>{problem.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Alert>
  );
}
