import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { FileRejection } from '../../components/FileDrop.tsx';

type Send<T> = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<T>;

/**
 * One file upload with its progress (0..1, then 1 while the server reads the file) and the message to
 * show when the browser or the server refuses it. Leaving the page cancels an upload in flight.
 */
export function useFileUpload<T>(send: Send<T>, onUploaded: (result: T) => void) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setError(null);
      setProgress(0);
      return send(file, setProgress, controller.current.signal);
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
    setError(t(`bom.upload.reject.${reason}`, { name: file?.name ?? '' }));

  return {
    upload: (file: File) => mutation.mutate(file),
    reject,
    progress,
    error,
    clearError: () => setError(null),
    isUploading: mutation.isPending,
  };
}
