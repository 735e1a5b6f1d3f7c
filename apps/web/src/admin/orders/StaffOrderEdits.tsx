import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffOrderResponse } from '../../api/order-actions.api.ts';
import { formatDateTime, formatEuros } from '../../components/format.ts';

/** Every staff edit of the order's money and data, newest first: who, when, why, and what the total did. */
export function StaffOrderEdits({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const title = t('admin.staffOrder.edits.title');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {order.edits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.staffOrder.edits.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.staffOrder.edits.when')}</Table.Th>
                <Table.Th>{t('admin.staffOrder.edits.what')}</Table.Th>
                <Table.Th>{t('admin.staffOrder.edits.reason')}</Table.Th>
                <Table.Th ta="right">{t('admin.staffOrder.edits.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...order.edits].reverse().map((edit) => (
                <Table.Tr key={edit.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(edit.editedAt)}
                    <Text size="xs" c="dimmed">
                      {edit.editedBy ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`admin.staffOrder.edits.kinds.${edit.kind}`)}</Table.Td>
                  <Table.Td>{edit.reason ?? ''}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {edit.totalBeforeCents === null || edit.totalAfterCents === null
                      ? '—'
                      : `${formatEuros(edit.totalBeforeCents)} → ${formatEuros(edit.totalAfterCents)}`}
                    {edit.balanceCents !== null && edit.balanceCents !== 0 && (
                      <Text size="xs" c={edit.balanceCents > 0 ? 'orange' : 'red'}>
                        {t(
                          edit.balanceCents > 0
                            ? 'admin.staffOrder.money.toCollect'
                            : 'admin.staffOrder.money.toRefund',
                          { amount: formatEuros(Math.abs(edit.balanceCents)) },
                        )}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
