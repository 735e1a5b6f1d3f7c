import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseLineView } from '../../api/purchasing.api.ts';
import { formatNumber, formatUnitPrice } from '../../components/format.ts';
import { PurchaseLineChoice } from './PurchaseLineChoice.tsx';
import { LineStateBadge, P, PricingBadge } from './purchase-badges.tsx';

/** Lines whose buying staff may still change: not in a cart, not ordered. */
const CHANGEABLE: ReadonlySet<PurchaseLineView['state']> = new Set(['NOT_PLACED', 'FAILED']);

/** What the order buys per BOM line, from whom and at what price, with a way to change it. */
export function PurchaseLinesTable({ orderId, lines }: { orderId: number; lines: PurchaseLineView[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PurchaseLineView | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={980} type="native">
        <Table striped fz="sm" verticalSpacing="xs" aria-label={t(`${P}.linesTable`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${P}.line`)}</Table.Th>
              <Table.Th>{t(`${P}.mpn`)}</Table.Th>
              <Table.Th>{t(`${P}.designators`)}</Table.Th>
              <Table.Th ta="right">{t(`${P}.partsNeeded`)}</Table.Th>
              <Table.Th>{t(`${P}.distributorSku`)}</Table.Th>
              <Table.Th ta="right">{t(`${P}.unitPrice`)}</Table.Th>
              <Table.Th>{t(`${P}.pricingColumn`)}</Table.Th>
              <Table.Th>{t(`${P}.state`)}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t(`${P}.actions`)}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.lineNo} data-testid="purchase-line">
                <Table.Td>{line.lineNo}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.mpn ?? '—'}</Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2} title={line.designators}>
                    {line.designators}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatNumber(line.quantity, 0)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {line.distributor ? (
                    <>
                      <Text size="sm">{line.distributor}</Text>
                      <Text size="xs" c="dimmed">
                        {line.sku}
                      </Text>
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.unitPrice !== null && line.currency
                    ? formatUnitPrice(line.unitPrice, line.currency)
                    : '—'}
                </Table.Td>
                <Table.Td>
                  <PricingBadge pricing={line.pricing} />
                </Table.Td>
                <Table.Td>
                  <LineStateBadge state={line.state} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant={line.pricing === null ? 'filled' : 'subtle'}
                    disabled={!CHANGEABLE.has(line.state)}
                    onClick={() => setEditing(line)}
                    aria-label={t(`${P}.changeLine`, { lineNo: line.lineNo })}
                  >
                    {line.pricing === null ? t(`${P}.price`) : t(`${P}.change`)}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <PurchaseLineChoice orderId={orderId} line={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
