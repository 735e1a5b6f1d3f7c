import { Anchor, Badge, Button, Checkbox, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconColumns, IconFlag } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BackofficeOrderRow, OrderSortField } from '../../api/backoffice.api.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { formatEuros, formatShortDate } from '../../components/format.ts';
import { REVIEW_COLOURS, STATUS_COLOURS } from '../../components/order-colours.ts';
import { CHOOSABLE_COLUMNS, type ChoosableColumn, readColumnChoice } from './column-choice.ts';

/** The back-office orders table's columns, which of them are shown (remembered), and their cells. */

const BADGE_STYLES = { root: { textTransform: 'none' } } as const;

/** The back office's page of one order, where staff work it. */
const orderPath = (orderId: number) => `/admin/orders/${orderId}`;

function OrderKeyCell({ row, isCompact }: { row: BackofficeOrderRow; isCompact: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap={4} wrap="nowrap">
        <Anchor
          component={Link}
          to={orderPath(row.orderId)}
          fw={600}
          aria-label={t('admin.orderList.openOrder', { orderKey: row.orderKey })}
          style={{ whiteSpace: 'nowrap' }}
        >
          {row.orderKey}
        </Anchor>
        {row.flagged && (
          <Tooltip label={t('admin.orderList.flagged')}>
            <IconFlag
              size={14}
              color="var(--mantine-color-red-6)"
              aria-label={t('admin.orderList.flagged')}
            />
          </Tooltip>
        )}
      </Group>
      {isCompact && (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.projectName}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[row.customer.name, row.customer.company].filter(Boolean).join(' · ')}
          </Text>
          <StatusBadges row={row} />
        </>
      )}
    </Stack>
  );
}

function StatusBadges({ row }: { row: BackofficeOrderRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge variant="light" color={STATUS_COLOURS[row.status]} size="sm" styles={BADGE_STYLES}>
        {t(`orders.status.${row.status}`)}
      </Badge>
      {row.reviewStatus !== 'APPROVED' && (
        <Badge variant="outline" color={REVIEW_COLOURS[row.reviewStatus]} size="sm" styles={BADGE_STYLES}>
          {t(`admin.orderList.review.${row.reviewStatus}`)}
        </Badge>
      )}
    </Group>
  );
}

type Column = DataTableColumn<BackofficeOrderRow, OrderSortField>;

function DateText({ value }: { value: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatShortDate(value)}
    </Text>
  );
}

/** The table's columns: the order key always; on a phone one stacked summary column and the total. */
export function orderColumns(t: TFunction, shown: readonly ChoosableColumn[], isCompact: boolean): Column[] {
  const label = (key: string) => t(`admin.orderList.columns.${key}`);
  const key: Column = {
    key: 'order',
    label: label('order'),
    sortField: 'orderKey',
    render: (row) => <OrderKeyCell row={row} isCompact={isCompact} />,
  };
  const choosable: Record<ChoosableColumn, Column> = {
    project: {
      key: 'project',
      label: label('project'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.projectName}</Text>
          <Text size="xs" c="dimmed">
            {row.projectId}
          </Text>
        </Stack>
      ),
    },
    customer: {
      key: 'customer',
      label: label('customer'),
      sortField: 'customer',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.customer.name}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.customer.email}
          </Text>
        </Stack>
      ),
    },
    company: {
      key: 'company',
      label: label('company'),
      sortField: 'company',
      render: (row) => <Text size="sm">{row.customer.company ?? '—'}</Text>,
    },
    created: {
      key: 'created',
      label: label('created'),
      sortField: 'createdAt',
      render: (row) => <DateText value={row.createdAt} />,
    },
    delivery: {
      key: 'delivery',
      label: label('delivery'),
      sortField: 'deliveryDate',
      render: (row) => (row.deliveryDate ? <DateText value={row.deliveryDate} /> : '—'),
    },
    total: {
      key: 'total',
      label: label('total'),
      sortField: 'totalCents',
      align: 'right',
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatEuros(row.totalCents)}
        </Text>
      ),
    },
    status: {
      key: 'status',
      label: label('status'),
      sortField: 'status',
      render: (row) => <StatusBadges row={row} />,
    },
    payment: {
      key: 'payment',
      label: label('payment'),
      render: (row) => (
        <Text size="sm">{row.paymentState ? t(`orders.paymentState.${row.paymentState}`) : '—'}</Text>
      ),
    },
  };
  if (isCompact) return [key, choosable.total];
  return [key, ...shown.map((column) => choosable[column])];
}

/** "Columns": which optional columns the table shows. */
export function ColumnChooser({
  shown,
  onChange,
}: {
  shown: readonly ChoosableColumn[];
  onChange: (columns: ChoosableColumn[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          {t('admin.orderList.columnsButton')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('admin.orderList.columnsTitle')}
          value={[...shown]}
          onChange={(values) => onChange(readColumnChoice(values))}
        >
          <Stack gap="xs" mt="xs">
            {CHOOSABLE_COLUMNS.map((column) => (
              <Checkbox key={column} value={column} label={t(`admin.orderList.columns.${column}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
