import { Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

export type FileRejection = 'type' | 'size' | 'count';

interface FileDropProps {
  title: string;
  hint: string;
  /** Accessible name of the file field. */
  inputLabel: string;
  /** File name endings accepted, with the dot (".csv"). */
  accept: readonly string[];
  /** Largest size of one file, or of all files together when several are taken. */
  maxBytes: number;
  onFile: (file: File) => void;
  /** Takes several files at once (a set of Gerbers): given, they all go here instead of onFile. */
  onFiles?: (files: File[]) => void;
  /** How many files one drop may hold; 1 unless onFiles is given. */
  maxFiles?: number;
  onReject: (reason: FileRejection, file?: File) => void;
  /** 0..1 while the bytes travel; null when nothing is uploading. */
  progress?: number | null;
  /** Shown under the bar: bytes sent, or what the server is doing once they all arrived. */
  progressLabel?: string;
  disabled?: boolean;
  compact?: boolean;
}

const hasAcceptedEnding = (name: string, accept: readonly string[]) =>
  accept.some((ending) => name.toLowerCase().endsWith(ending.toLowerCase()));

/**
 * A drop zone for one file (or a set of files when onFiles is given), also usable by click and keyboard (it is a button that opens the file
 * picker). Checks the name's ending and the size before anything is sent; the server checks again by
 * content. While uploading it shows a progress bar instead of the prompt.
 */
export function FileDrop({
  title,
  hint,
  inputLabel,
  accept,
  maxBytes,
  onFile,
  onFiles,
  maxFiles = 1,
  onReject,
  progress = null,
  progressLabel,
  disabled = false,
  compact = false,
}: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isOver, setIsOver] = useState(false);
  const isUploading = progress !== null;
  const isInactive = disabled || isUploading;

  const isMultiple = onFiles !== undefined && maxFiles > 1;
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const [file] = files;
    if (!file) return;
    if (files.length > (isMultiple ? maxFiles : 1)) return onReject('count');
    const refused = files.find((candidate) => !hasAcceptedEnding(candidate.name, accept));
    if (refused) return onReject('type', refused);
    if (files.reduce((sum, candidate) => sum + candidate.size, 0) > maxBytes) return onReject('size', file);
    if (isMultiple) onFiles(files);
    else onFile(file);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!isInactive) take(event.dataTransfer.files);
  };
  const handleDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!isInactive) setIsOver(true);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (isInactive || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    input.current?.click();
  };

  return (
    <Paper
      role="button"
      tabIndex={isInactive ? -1 : 0}
      aria-disabled={isInactive}
      aria-describedby={hintId}
      withBorder
      radius="md"
      p={compact ? 'md' : 'xl'}
      onClick={() => !isInactive && input.current?.click()}
      onKeyDown={handleKeyDown}
      onDrop={handleDrop}
      onDragOver={handleDragOver}
      onDragLeave={() => setIsOver(false)}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: isOver ? 'var(--mantine-primary-color-filled)' : undefined,
        background: isOver ? 'var(--mantine-primary-color-light)' : undefined,
        cursor: isInactive ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <input
        ref={input}
        type="file"
        hidden
        multiple={isMultiple}
        aria-label={inputLabel}
        accept={accept.join(',')}
        disabled={isInactive}
        onChange={(event) => {
          take(event.currentTarget.files);
          // Clearing lets the same file be chosen again after a refusal.
          event.currentTarget.value = '';
        }}
      />
      {isUploading ? (
        <Stack gap="xs" py={compact ? 0 : 'md'}>
          <Text fw={500}>{title}</Text>
          <Progress
            value={Math.round(progress * 100)}
            size="lg"
            striped={progress >= 1}
            animated={progress >= 1}
            aria-label={progressLabel ?? title}
          />
          <Text size="sm" c="dimmed" id={hintId} aria-live="polite">
            {progressLabel}
          </Text>
        </Stack>
      ) : (
        <Group justify="center" gap="md" wrap={compact ? 'nowrap' : 'wrap'} py={compact ? 0 : 'md'}>
          <ThemeIcon size={compact ? 40 : 56} radius="xl" variant="light">
            <IconUpload size={compact ? 20 : 28} />
          </ThemeIcon>
          <Stack gap={2} align={compact ? 'flex-start' : 'center'} style={{ flex: compact ? 1 : undefined }}>
            <Text fw={600} ta={compact ? 'left' : 'center'}>
              {title}
            </Text>
            <Text size="sm" c="dimmed" id={hintId} ta={compact ? 'left' : 'center'}>
              {hint}
            </Text>
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
