import type { UploadedAttachment } from '@boardhouse/shared/messages/message-attachments-api';
import type { MessageCategory } from '@boardhouse/shared/messages/message-categories';
import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import {
  IconBold,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconPaperclip,
  IconSend,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { messagesApi, useMessageCategories, useSendMessage } from '../../api/messages.api.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment-rules.ts';
import { composeHtml, prefixLines, wrapSelection } from './compose-html.ts';
import { FileChip } from './MessageAttachments.tsx';

interface PendingFile {
  key: number;
  file: File;
  /** A local preview of an image, released when the file leaves the composer. */
  previewUrl: string | null;
  progress: number;
  uploaded: UploadedAttachment | null;
  error: string | null;
}

let nextKey = 1;

/** Writes into one conversation: text with light formatting, a category and files sent with it. */
export function Composer({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [category, setCategory] = useState<MessageCategory>('general');
  const [files, setFiles] = useState<PendingFile[]>([]);
  const categories = useMessageCategories();
  const send = useSendMessage();

  const filesRef = useRef(files);
  filesRef.current = files;
  // Previews of files never sent are released when the composer goes (another conversation opened).
  useEffect(
    () => () => {
      for (const file of filesRef.current) if (file.previewUrl) URL.revokeObjectURL(file.previewUrl);
    },
    [],
  );

  const update = (key: number, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  const addFiles = (picked: File[]) => {
    for (const file of picked) {
      const problem = attachmentProblem(file);
      const pending: PendingFile = {
        key: nextKey++,
        file,
        previewUrl: !problem && file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
        progress: 0,
        uploaded: null,
        error: problem ? t(`messages.attachment.${problem}`) : null,
      };
      setFiles((current) => [...current, pending]);
      if (problem) continue;
      messagesApi
        .upload(file, (fraction) => update(pending.key, { progress: fraction }))
        .then((uploaded) => update(pending.key, { uploaded, progress: 1 }))
        .catch((error: unknown) =>
          update(pending.key, {
            error: error instanceof ApiError ? error.message : t('messages.attachment.failed'),
          }),
        );
    }
  };

  const removeFile = (key: number) =>
    setFiles((current) => {
      const file = current.find((candidate) => candidate.key === key);
      if (file?.previewUrl) URL.revokeObjectURL(file.previewUrl);
      return current.filter((candidate) => candidate.key !== key);
    });

  /** Applies a toolbar edit to the text and keeps the edited words selected. */
  const edit = (
    change: (value: string, start: number, end: number) => { text: string; start: number; end: number },
  ) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const result = change(text, start, end);
    setText(result.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(result.start, result.end);
    });
  };

  const html = composeHtml(text);
  const isUploading = files.some((file) => !file.uploaded && !file.error);
  const ready = files.filter((file) => file.uploaded);
  const canSend = !send.isPending && !isUploading && (html !== '' || ready.length > 0);

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      {
        projectId,
        message: html,
        category,
        attachmentIds: ready.map((file) => file.uploaded?.id ?? 0),
      },
      {
        onSuccess: () => {
          for (const file of files) if (file.previewUrl) URL.revokeObjectURL(file.previewUrl);
          setFiles([]);
          setText('');
        },
      },
    );
  };

  const tools = [
    {
      label: t('messages.format.bold'),
      icon: IconBold,
      apply: () => edit((v, s, e) => wrapSelection(v, s, e, '**')),
    },
    {
      label: t('messages.format.italic'),
      icon: IconItalic,
      apply: () => edit((v, s, e) => wrapSelection(v, s, e, '*')),
    },
    {
      label: t('messages.format.bullets'),
      icon: IconList,
      apply: () => edit((v, s, e) => prefixLines(v, s, e, () => '- ')),
    },
    {
      label: t('messages.format.numbers'),
      icon: IconListNumbers,
      apply: () => edit((v, s, e) => prefixLines(v, s, e, (index) => `${index + 1}. `)),
    },
    {
      label: t('messages.format.link'),
      icon: IconLink,
      apply: () =>
        edit((v, s, e) => {
          const wrapped = wrapSelection(v, s, e, '[', '](https://)');
          // Select the address to type over it.
          const address = wrapped.end + 2;
          return { text: wrapped.text, start: address, end: address + 'https://'.length };
        }),
    },
  ];

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group gap={4} justify="space-between" wrap="wrap">
          <Group gap={2} role="toolbar" aria-label={t('messages.format.toolbar')}>
            {tools.map(({ label, icon: Icon, apply }) => (
              <Tooltip key={label} label={label}>
                <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={apply}>
                  <Icon size={18} />
                </ActionIcon>
              </Tooltip>
            ))}
            <FileButton onChange={addFiles} accept={ATTACHMENT_ACCEPT} multiple>
              {(props) => (
                <Tooltip label={t('messages.attach')}>
                  <ActionIcon {...props} variant="subtle" color="gray" aria-label={t('messages.attach')}>
                    <IconPaperclip size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
          </Group>
          <Select
            size="xs"
            w={150}
            aria-label={t('messages.category')}
            data={(categories.data?.categories ?? []).map(({ value }) => ({
              value,
              label: t(`messages.categories.${value}`),
            }))}
            value={category}
            onChange={(value) => value && setCategory(value as MessageCategory)}
            allowDeselect={false}
          />
        </Group>
        <Textarea
          ref={textarea}
          aria-label={t('messages.write')}
          placeholder={t('messages.writePlaceholder')}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
          }}
        />
        {files.length > 0 && (
          <Group gap="xs" aria-label={t('messages.attachments')}>
            {files.map((file) => (
              <Stack key={file.key} gap={4} w={file.previewUrl ? 96 : undefined} maw="100%">
                <Group gap={4} wrap="nowrap">
                  {file.previewUrl ? (
                    <Image src={file.previewUrl} alt={file.file.name} w={72} h={54} radius="sm" fit="cover" />
                  ) : (
                    <FileChip name={file.file.name} sizeBytes={file.file.size} />
                  )}
                  <CloseButton
                    size="sm"
                    aria-label={t('messages.removeAttachment', { name: file.file.name })}
                    onClick={() => removeFile(file.key)}
                  />
                </Group>
                {file.error ? (
                  <Text size="xs" c="red" maw={220}>
                    {file.error}
                  </Text>
                ) : (
                  !file.uploaded && (
                    <Progress
                      value={Math.round(file.progress * 100)}
                      size="sm"
                      aria-label={t('messages.uploading', { name: file.file.name })}
                    />
                  )
                )}
              </Stack>
            ))}
          </Group>
        )}
        {send.error && (
          <Alert color="red" variant="light" p="xs">
            {send.error instanceof ApiError ? send.error.message : t('messages.sendFailed')}
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('messages.sendHint')}
          </Text>
          <Button
            leftSection={<IconSend size={16} />}
            onClick={submit}
            disabled={!canSend}
            loading={send.isPending}
          >
            {t('messages.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
