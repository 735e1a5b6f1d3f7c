import { Alert, Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconClockQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PurchaseView } from '../../api/purchasing.api.ts';
import { formatDateTime } from '../../components/format.ts';
import { PurchaseRowActions } from './PurchaseRowActions.tsx';
import { P, PurchaseStatusBadge } from './purchase-badges.tsx';

/**
 * Purchases at the distributors: PO number, status, the distributor's order number and words, the last
 * error. With `withOrder`, each row names and links its order (the list across orders).
 */
export function PurchasesTable({
  purchases,
  withOrder = false,
  label,
}: {
  purchases: PurchaseView[];
  withOrder?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const hasUnknown = purchases.some((purchase) => purchase.status === 'UNKNOWN');
  return (
    <>
      {hasUnknown && (
        <Alert color="orange" variant="light" icon={<IconClockQuestion size={18} />} mb="sm">
          {t(`${P}.unknownExplained`)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={withOrder ? 1120 : 980} type="native">
        <Table striped fz="sm" verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {withOrder && <Table.Th>{t(`${P}.order`)}</Table.Th>}
              <Table.Th>{t(`${P}.distributor`)}</Table.Th>
              <Table.Th>{t(`${P}.poNumber`)}</Table.Th>
              <Table.Th>{t(`${P}.status`)}</Table.Th>
              <Table.Th>{t(`${P}.distributorOrderNumber`)}</Table.Th>
              <Table.Th>{t(`${P}.statusText`)}</Table.Th>
              <Table.Th>{t(`${P}.lastError`)}</Table.Th>
              <Table.Th>{t(`${P}.updated`)}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t(`${P}.actions`)}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {purchases.map((purchase) => (
              <Table.Tr key={purchase.id} data-testid="purchase-row">
                {withOrder && (
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={`/admin/orders/${purchase.orderId}`} size="sm">
                      {purchase.orderKey}
                    </Anchor>
                  </Table.Td>
                )}
                <Table.Td>{purchase.distributor}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{purchase.poNumber}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <PurchaseStatusBadge status={purchase.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="distributor-order-number">
                  {purchase.distributorOrderNumber ?? '—'}
                </Table.Td>
                <Table.Td>{purchase.statusText ?? '—'}</Table.Td>
                <Table.Td maw={260}>
                  {purchase.lastError ? (
                    <Text size="sm" c="red" lineClamp={3} title={purchase.lastError}>
                      {purchase.lastError}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(purchase.updatedAt)}</Table.Td>
                <Table.Td>
                  <PurchaseRowActions purchase={purchase} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
