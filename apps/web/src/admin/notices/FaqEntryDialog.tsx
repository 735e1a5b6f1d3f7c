import { FAQ_TOPICS, type FaqEntryInput, type FaqTopic } from '@boardhouse/shared/faq/faq-api';
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { MessageBody } from '../../features/messages/MessageBody.tsx';
import { errorText } from '../pricing/admin-errors.ts';

interface FaqEntryDialogProps {
  /** The entry as it is (editing), or the language and topic of a new one. */
  initial: FaqEntryInput;
  isNew: boolean;
  isBusy: boolean;
  error: unknown;
  onSave: (entry: FaqEntryInput) => void;
  onClose: () => void;
}

/** Add or change one FAQ entry: topic, question, answer (the message subset of HTML) with a preview. */
export function FaqEntryDialog({ initial, isNew, isBusy, error, onSave, onClose }: FaqEntryDialogProps) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState(initial);
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  const hasFieldErrors = Object.keys(fields).length > 0;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={<Text fw={600}>{t(isNew ? 'admin.faq.addTitle' : 'admin.faq.editTitle')}</Text>}
    >
      <Stack>
        <Select
          label={t('admin.faq.topic')}
          data={FAQ_TOPICS.map((topic) => ({ value: topic, label: t(`faq.topics.${topic}`) }))}
          value={entry.topic}
          allowDeselect={false}
          error={fields.topic}
          onChange={(topic) => topic && setEntry({ ...entry, topic: topic as FaqTopic })}
        />
        <TextInput
          label={t('admin.faq.question')}
          required
          value={entry.question}
          error={fields.question}
          onChange={(event) => setEntry({ ...entry, question: event.currentTarget.value })}
        />
        <Textarea
          label={t('admin.faq.answer')}
          description={t('admin.faq.answerHelp')}
          required
          autosize
          minRows={5}
          maxRows={14}
          value={entry.answer}
          error={fields.answer}
          onChange={(event) => setEntry({ ...entry, answer: event.currentTarget.value })}
        />
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Text size="xs" c="dimmed" mb={4}>
            {t('admin.faq.preview')}
          </Text>
          <MessageBody html={entry.answer} />
        </Paper>
        {error !== null && error !== undefined && !hasFieldErrors && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorText(error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={isBusy}
            disabled={!entry.question.trim() || !entry.answer.trim()}
            onClick={() => onSave(entry)}
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
