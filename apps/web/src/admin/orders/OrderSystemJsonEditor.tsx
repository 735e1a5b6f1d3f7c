import { Alert, Button, Divider, Group, List, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { type GecOrderStatus, gecApi, gecKeys } from '../../api/gec.api.ts';
import { formatDateTime } from '../../components/format.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { documentErrorLines, formatDocument, OS, parseDocument } from './order-system.ts';

/**
 * The order document as JSON, for staff to correct what the order system should receive. The text is
 * checked as JSON here; the server checks it against the document schema and keeps each saved version.
 * Mounted only while open, so each opening starts from the current document.
 */
export function OrderSystemJsonEditor({ status, onClose }: { status: GecOrderStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => formatDocument(status.document));
  const [problem, setProblem] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (json: Record<string, unknown>) => gecApi.updateJson(status.orderId, json),
    onSuccess: (answer) => {
      queryClient.setQueryData(gecKeys.order(status.orderId), answer);
      notifications.show({
        color: 'teal',
        message: t(`${OS}.savedVersion`, { version: answer.documentVersion }),
      });
      onClose();
    },
    onError: (error) => {
      const lines = error instanceof ApiError ? documentErrorLines(error.fieldErrors) : [];
      setServerErrors(lines);
      setProblem(lines.length ? t(`${OS}.refused`) : errorText(error, t('errors.serverUnreachable')));
    },
  });

  const handleSave = () => {
    setServerErrors([]);
    const parsed = parseDocument(text);
    if (!parsed.isValid) {
      setProblem(t(`${OS}.json.${parsed.reason}`, { detail: parsed.detail }));
      return;
    }
    setProblem(null);
    save.mutate(parsed.value);
  };

  const history = [...status.history].sort((a, b) => b.version - a.version);
  return (
    <Modal opened onClose={onClose} size="xl" title={<Text fw={600}>{t(`${OS}.editTitle`)}</Text>}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t(`${OS}.editHelp`)}
        </Text>
        <Textarea
          aria-label={t(`${OS}.editTitle`)}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={16}
          maxRows={28}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          error={problem !== null}
          data-testid="order-system-json"
        />
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title={problem}>
            {serverErrors.length > 0 && (
              <List size="sm" spacing={2}>
                {serverErrors.map((line) => (
                  <List.Item key={line} ff="monospace">
                    {line}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setText(formatDocument(status.document))}>
            {t(`${OS}.reset`)}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button loading={save.isPending} onClick={handleSave}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
        <Divider />
        <Title order={3} size="h6">
          {t(`${OS}.history`)}
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${OS}.noHistory`)}
          </Text>
        ) : (
          <Stack gap={4} data-testid="order-system-history">
            {history.map((entry) => (
              <Text key={entry.version} size="sm">
                {t(`${OS}.versionLine`, {
                  version: entry.version,
                  by: entry.editedBy ?? t(`${OS}.generated`),
                  when: formatDateTime(entry.createdAt),
                })}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
