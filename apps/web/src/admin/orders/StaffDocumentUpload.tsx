import {
  DOCUMENT_MAX_FILE_BYTES,
  DOCUMENT_UPLOAD_PATHS,
  UPLOADED_DOCUMENT_KINDS,
  type UploadedDocumentKind,
} from '@boardhouse/shared/orders/documents-api';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, apiUpload } from '../../api/client.ts';
import { staffOrderKeys } from '../../api/order-actions.api.ts';
import { FileDrop } from '../../components/FileDrop.tsx';
import { useFileUpload } from '../../components/use-file-upload.ts';
import { errorText } from '../pricing/admin-errors.ts';

/** What staff may upload: PDF, spreadsheets and pictures (the server checks the content). */
const DOCUMENT_FILE_TYPES = ['.pdf', '.xlsx', '.xls', '.ods', '.csv', '.png', '.jpg', '.jpeg'] as const;

/** Staff add a document of one kind to the order, then tell the customer it is there. */
export function StaffDocumentUpload({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<UploadedDocumentKind>('final-bom');
  const upload = useFileUpload(
    (file: File, onProgress, signal) =>
      apiUpload<unknown>(`rest/project/${DOCUMENT_UPLOAD_PATHS[kind]}/${orderId}`, file, {
        onProgress,
        signal,
      }),
    () => {
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(orderId) });
      notifications.show({ color: 'teal', message: t('admin.staffOrder.uploaded') });
    },
    (reason, file) => t(`admin.staffOrder.reject.${reason}`, { name: file?.name ?? '' }),
  );
  const notify = useMutation({
    mutationFn: () => apiRequest<unknown>('rest/senddocumentemail', { method: 'POST', body: { orderId } }),
    onSuccess: () => notifications.show({ color: 'teal', message: t('admin.staffOrder.customerTold') }),
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('errors.serverUnreachable')) }),
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={t('admin.staffOrder.documentsTitle')}
    >
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('admin.staffOrder.documentsTitle')}
        </Title>
        <SegmentedControl
          aria-label={t('admin.staffOrder.documentKind')}
          value={kind}
          onChange={(value) => setKind(value as UploadedDocumentKind)}
          data={UPLOADED_DOCUMENT_KINDS.map((value) => ({
            value,
            label: t(`orders.documents.kinds.${value}`),
          }))}
          fullWidth
          orientation="vertical"
        />
        <FileDrop
          title={t('admin.staffOrder.uploadTitle', { kind: t(`orders.documents.kinds.${kind}`) })}
          hint={t('admin.staffOrder.uploadHint', { types: DOCUMENT_FILE_TYPES.join(' ') })}
          inputLabel={t('admin.staffOrder.uploadInput')}
          accept={DOCUMENT_FILE_TYPES}
          maxBytes={DOCUMENT_MAX_FILE_BYTES}
          onFile={upload.upload}
          onReject={upload.reject}
          progress={upload.progress}
          progressLabel={t('admin.staffOrder.uploading', {
            percent: Math.round((upload.progress ?? 0) * 100),
          })}
          compact
        />
        {upload.error && (
          <Alert color="red" withCloseButton onClose={upload.clearError}>
            {upload.error}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('admin.staffOrder.tellHint')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconMail size={16} />}
            loading={notify.isPending}
            onClick={() => notify.mutate()}
          >
            {t('admin.staffOrder.tellCustomer')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
