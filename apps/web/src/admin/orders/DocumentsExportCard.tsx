import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { exportsApi } from '../../api/exports.api.ts';
import { lastMonth, type Period, type PeriodErrors, periodErrors } from './document-period.ts';

/** "Invoices and credit notes": every one issued in a period, as one zip with a summary, for the books. */
export function DocumentsExportCard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(lastMonth);
  const [errors, setErrors] = useState<PeriodErrors>({});
  const [isBusy, setIsBusy] = useState(false);

  const handleChange = (field: keyof Period) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setPeriod((current) => ({ ...current, [field]: value }));
    setErrors({});
  };

  const handleDownload = async () => {
    const found = periodErrors(t, period);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    try {
      await exportsApi.documents(period.from, period.to);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors);
      } else {
        notifications.show({
          color: 'red',
          message:
            error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable'),
        });
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('admin.documentsExport.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.documentsExport.intro')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('admin.documentsExport.from')}
            value={period.from}
            onChange={handleChange('from')}
            error={errors.from}
            w={170}
          />
          <TextInput
            type="date"
            label={t('admin.documentsExport.to')}
            value={period.to}
            onChange={handleChange('to')}
            error={errors.to}
            w={170}
          />
          <Button
            mt={25}
            leftSection={<IconFileZip size={16} />}
            loading={isBusy}
            onClick={() => void handleDownload()}
          >
            {t('admin.documentsExport.download')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('admin.documentsExport.hint')}
        </Text>
      </Stack>
    </Card>
  );
}
