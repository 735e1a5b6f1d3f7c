import { Button, Group, Modal, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface InfoDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
  testId?: string;
}

/** The information dialog of SPEC.md (30 % wide on a desktop, full width on a phone). */
export function InfoDialog({ opened, title, message, onClose, testId }: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="30%"
      styles={{ content: { minWidth: 'min(340px, 100%)' } }}
      data-testid={testId}
      title={
        <Group gap="xs">
          <IconInfoCircle size={20} color="var(--mantine-color-blue-6)" />
          <Text fw={600}>{title}</Text>
        </Group>
      }
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('common.ok')}</Button>
      </Group>
    </Modal>
  );
}
