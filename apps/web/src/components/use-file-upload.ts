import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import type { FileRejection } from './FileDrop.tsx';

type Send<T, I> = (input: I, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<T>;
/** The message for a file the drop zone refused; the BOM's words unless the caller has its own. */
type RejectText = (reason: FileRejection, file?: File) => string;

/**
 * One file upload (or one set of files: I = File[]) with its progress (0..1, then 1 while the server reads the file) and the message to
 * show when the browser or the server refuses it. Leaving the page cancels an upload in flight.
 */
export function useFileUpload<T, I = File>(
  send: Send<T, I>,
  onUploaded: (result: T) => void,
  rejectText?: RejectText,
) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (input: I) => {
      controller.current = new AbortController();
      setError(null);
      setProgress(0);
      return send(input, setProgress, controller.current.signal);
    },
    onSuccess: onUploaded,
    onError: (failure) => {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(
        failure instanceof ApiError && failure.status !== 0 ? failure.message : t('errors.serverUnreachable'),
      );
    },
    onSettled: () => setProgress(null),
  });

  const reject = (reason: FileRejection, file?: File) =>
    setError(rejectText?.(reason, file) ?? t(`bom.upload.reject.${reason}`, { name: file?.name ?? '' }));

  return {
    upload: (input: I) => mutation.mutate(input),
    reject,
    progress,
    error,
    clearError: () => setError(null),
    isUploading: mutation.isPending,
  };
}
