import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const K = 'admin.purchasing.unpricedDialog';

/**
 * The server refused a status change because BOM lines are still estimated or on request: staff price
 * them in the Purchasing section, or go ahead anyway with a reason (kept in the order's history).
 */
export function UnpricedLinesDialog({
  lines,
  status,
  isBusy,
  onPrice,
  onGoAhead,
  onCancel,
}: {
  lines: number[];
  status: string;
  isBusy: boolean;
  onPrice: () => void;
  onGoAhead: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);
  const handleGoAhead = () => {
    if (!reason.trim()) {
      setIsReasonMissing(true);
      return;
    }
    onGoAhead(reason.trim());
  };
  return (
    <Modal
      opened
      onClose={onCancel}
      centered
      size="lg"
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-6)" />
          <Text fw={600}>{t(`${K}.title`)}</Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text size="sm">{t(`${K}.text`, { count: lines.length, lines: lines.join(', '), status })}</Text>
        <Textarea
          label={t(`${K}.reason`)}
          description={t(`${K}.reasonHint`)}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setIsReasonMissing(false);
          }}
          error={isReasonMissing ? t(`${K}.reasonRequired`) : undefined}
          required
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Group justify="space-between" gap="xs">
          <Button variant="light" onClick={onPrice}>
            {t(`${K}.price`)}
          </Button>
          <Group gap="xs" ml="auto">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button color="orange" loading={isBusy} onClick={handleGoAhead}>
              {t(`${K}.goAhead`)}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
