import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  hasCancel?: boolean;
  isDanger?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic confirmation dialog: header with icon, message (multi-line allowed), optional cancel, OK. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  hasCancel = true,
  isDanger = false,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      title={
        <Group gap="xs">
          <IconAlertTriangle
            size={20}
            color={isDanger ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-yellow-6)'}
          />
          <Text fw={600}>{title ?? t('dialog.confirmTitle')}</Text>
        </Group>
      }
    >
      <Stack>
        {typeof message === 'string' ? <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text> : message}
        <Group justify="flex-end">
          {hasCancel && (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          )}
          <Button color={isDanger ? 'red' : undefined} loading={isBusy} onClick={onConfirm}>
            {confirmLabel ?? t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
