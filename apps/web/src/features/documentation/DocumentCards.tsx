import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyDocument } from '../../api/documents.api.ts';
import { fact } from '../../components/fact.tsx';
import { formatShortDate } from '../../components/format.ts';
import type { DocumentSort, SortField } from './document-list.ts';

export interface DocumentListProps {
  documents: MyDocument[];
  sort: DocumentSort;
  onSort: (field: SortField) => void;
  kindLabel: (kind: MyDocument['kind']) => string;
  sizeOf: (bytes: number) => string;
  downloadingId: number | null;
  onDownload: (document: MyDocument) => void;
}

/** My Documentation on a phone: one card per document, nothing wider than the screen. */
export function DocumentCards({
  documents,
  kindLabel,
  sizeOf,
  downloadingId,
  onDownload,
}: DocumentListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {documents.map((document) => (
        <Card key={document.id} withBorder radius="md" padding="sm" component="article">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconFileText
                size={20}
                color="var(--mantine-color-gray-6)"
                aria-hidden
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {document.fileName}
                </Text>
                <Badge variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
                  {kindLabel(document.kind)}
                </Badge>
              </Stack>
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              {fact(
                t('documentation.columns.order'),
                <Text component={Link} to={`/my-orders/${document.orderId}`} size="sm" fw={600} c="teal.8">
                  {document.orderKey}
                </Text>,
              )}
              {fact(t('documentation.columns.project'), document.projectName)}
              {fact(t('documentation.columns.date'), formatShortDate(document.createdAt))}
              {fact(t('documentation.columns.size'), sizeOf(document.sizeBytes))}
            </SimpleGrid>
            <Button
              fullWidth
              variant="light"
              leftSection={<IconFileDownload size={16} />}
              loading={downloadingId === document.id}
              aria-label={t('documentation.downloadNamed', { name: document.fileName })}
              onClick={() => onDownload(document)}
            >
              {t('documentation.download')}
            </Button>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
