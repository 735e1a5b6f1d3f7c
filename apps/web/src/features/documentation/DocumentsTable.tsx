import { Button, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate } from '../../components/format.ts';
import type { DocumentListProps } from './DocumentCards.tsx';
import type { SortField } from './document-list.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const COLUMNS: { field: SortField; key: string; align?: 'right' }[] = [
  { field: 'fileName', key: 'document' },
  { field: 'kind', key: 'kind' },
  { field: 'orderKey', key: 'order' },
  { field: 'projectName', key: 'project' },
  { field: 'createdAt', key: 'date' },
  { field: 'sizeBytes', key: 'size', align: 'right' },
];

/** My Documentation as a table (wider windows): every column sorts, each row downloads its file. */
export function DocumentsTable({
  documents,
  sort,
  onSort,
  kindLabel,
  sizeOf,
  downloadingId,
  onDownload,
}: DocumentListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ field, key, align }) => {
              const label = t(`documentation.columns.${key}`);
              const isSorted = sort.field === field;
              return (
                <Table.Th
                  key={field}
                  ta={align}
                  aria-sort={isSorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <UnstyledButton
                    onClick={() => onSort(field)}
                    aria-label={t('documentation.sortBy', { column: label })}
                  >
                    <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
                      <Text size="sm" fw={600} span>
                        {label}
                      </Text>
                      {!isSorted && <IconArrowsSort size={14} color="var(--mantine-color-gray-5)" />}
                      {isSorted &&
                        (sort.order === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />)}
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th>
              <VisuallyHidden>{t('documentation.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {document.fileName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{kindLabel(document.kind)}</Text>
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <Text component={Link} to={`/my-orders/${document.orderId}`} size="sm" fw={600} c="teal.8">
                  {document.orderKey}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{document.projectName}</Text>
                <Text size="xs" c="dimmed">
                  {document.projectId}
                </Text>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatShortDate(document.createdAt)}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {sizeOf(document.sizeBytes)}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileDownload size={14} />}
                  loading={downloadingId === document.id}
                  aria-label={t('documentation.downloadNamed', { name: document.fileName })}
                  onClick={() => onDownload(document)}
                >
                  {t('documentation.download')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
