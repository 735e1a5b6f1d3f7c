import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProposedChange } from './gerber-proposal.ts';
import { formatValue, optionGroupOf } from './PcbFields.tsx';

/** "Width: 100 mm → 85.2 mm", one line per change. */
function ChangeList({ changes }: { changes: readonly ProposedChange[] }) {
  const { t } = useTranslation();
  // Numbers with their unit, choices (the printed sides) by their name.
  const shown = (field: ProposedChange['field'], value: string | number) =>
    typeof value === 'number' ? formatValue(field, value) : t(`pcb.option.${optionGroupOf(field)}.${value}`);
  return (
    <List size="sm" spacing={4}>
      {changes.map((change) => (
        <List.Item key={change.field}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              {t(`pcb.field.${change.field}.label`)}:
            </Text>
            <Text size="sm" c="dimmed" td="line-through">
              {shown(change.field, change.from)}
            </Text>
            <IconArrowRight size={14} aria-label={t('pcb.gerber.becomes')} />
            <Text size="sm" fw={600}>
              {shown(change.field, change.to)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

interface ProposalDialogProps {
  changes: readonly ProposedChange[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before the measured values replace what the customer chose. */
export function GerberProposalDialog({ changes, onConfirm, onCancel }: ProposalDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={changes !== null} onClose={onCancel} title={t('pcb.gerber.proposeTitle')} centered>
      <Stack>
        {changes?.length ? (
          <>
            <Text size="sm">{t('pcb.gerber.proposeIntro')}</Text>
            <ChangeList changes={changes} />
          </>
        ) : (
          <Text size="sm">{t('pcb.gerber.proposeNone')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          {!!changes?.length && <Button onClick={onConfirm}>{t('pcb.gerber.applyValues')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}

/** After "Use these values": what changed, until the customer closes it or saves. */
export function AppliedChangesBanner({
  changes,
  onClose,
}: {
  changes: readonly ProposedChange[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      icon={<IconWand size={18} />}
      title={t('pcb.gerber.appliedTitle')}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('pcb.gerber.dismiss')}
    >
      <Stack gap={6}>
        <Text size="sm">{t('pcb.gerber.appliedText')}</Text>
        <ChangeList changes={changes} />
      </Stack>
    </Alert>
  );
}
