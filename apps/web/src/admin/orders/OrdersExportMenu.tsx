import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportsApi, type OrderExportFilters, type OrderExportFormat } from '../../api/exports.api.ts';
import { DownloadMenu } from '../../components/DownloadMenu.tsx';

interface OrdersExportMenuProps {
  filters: OrderExportFilters;
  /** Nothing to export: the tab holds no order matching the search. */
  isEmpty: boolean;
}

/** "Export": the orders of the shown tab, search and sort, every page, as CSV or Excel. */
export function OrdersExportMenu({ filters, isEmpty }: OrdersExportMenuProps) {
  const { t } = useTranslation();
  return (
    <DownloadMenu<OrderExportFormat>
      target={(isBusy) => (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFileExport size={14} />}
          loading={isBusy}
          disabled={isEmpty}
          title={t('admin.orderList.export.hint')}
        >
          {t('admin.orderList.export.button')}
        </Button>
      )}
      options={[
        { key: 'csv', label: t('admin.orderList.export.csv') },
        { key: 'xlsx', label: t('admin.orderList.export.xlsx') },
      ]}
      onDownload={(format) => exportsApi.orders(format, filters)}
    />
  );
}
