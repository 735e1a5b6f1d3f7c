import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload, IconFileText } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentsApi } from '../../api/documents.api.ts';
import { type OrderResponse, ordersApi } from '../../api/orders.api.ts';
import { formatDateTime, formatShortDate } from '../../components/format.ts';
import { errorMessageOf } from './error-message.ts';

type OrderDocument = OrderResponse['documents'][number];

/**
 * The order's documents, each downloadable, and, once issued, its invoice as a PDF (fetched with the
 * bearer token). The stored invoice is not listed twice: its own line above downloads it.
 */
export function OrderDocumentsCard({ order }: { order: OrderResponse }) {
  const { t } = useTranslation();
  const documents = order.invoice
    ? order.documents.filter((document) => document.kind !== 'invoice')
    : order.documents;
  const downloadDocument = useMutation({
    mutationFn: (document: OrderDocument) =>
      documentsApi.download(order.orderId, document.id, document.fileName),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('documentation.downloadFailed'),
        message: errorMessageOf(error, t('errors.serverUnreachable')),
      }),
  });
  const download = useMutation({
    mutationFn: () => ordersApi.downloadInvoice(order.orderId, order.orderKey),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('orders.documents.downloadFailed'),
        message: errorMessageOf(error, t('errors.serverUnreachable')),
      }),
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="documents-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="documents-title">
          {t('orders.documents.title')}
        </Title>
        {order.invoice && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {t('orders.documents.invoice', {
                number: order.invoice.number,
                date: formatShortDate(order.invoice.issuedAt),
              })}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileDownload size={14} />}
              loading={download.isPending}
              onClick={() => download.mutate()}
            >
              {t('orders.documents.downloadInvoice')}
            </Button>
          </Group>
        )}
        {documents.length === 0 && !order.invoice && (
          <Text size="sm" c="dimmed">
            {t('orders.documents.empty')}
          </Text>
        )}
        {documents.map((document) => (
          <Group key={document.id} gap="xs" wrap="nowrap" align="flex-start">
            <IconFileText
              size={18}
              color="var(--mantine-color-gray-6)"
              aria-hidden
              style={{ flexShrink: 0 }}
            />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {document.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`orders.documents.kinds.${document.kind}`)} · {formatDateTime(document.createdAt)}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconFileDownload size={14} />}
              style={{ flexShrink: 0 }}
              loading={downloadDocument.isPending && downloadDocument.variables?.id === document.id}
              aria-label={t('documentation.downloadNamed', { name: document.fileName })}
              onClick={() => downloadDocument.mutate(document)}
            >
              {t('documentation.download')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
