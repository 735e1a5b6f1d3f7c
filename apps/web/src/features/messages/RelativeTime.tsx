import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from './relative-time.ts';

/** "5 minutes ago", kept current: every page showing times shares one 30-second tick. */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function useTick(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const listener = () => setNow(Date.now());
    listeners.add(listener);
    timer ??= setInterval(() => {
      for (const tick of listeners) tick();
    }, 30_000);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  }, []);
  return now;
}

export function RelativeTime({ value }: { value: string }) {
  const { t, i18n } = useTranslation();
  const now = useTick();
  return (
    <time dateTime={value}>
      {formatRelativeTime(value, {
        now: Math.max(now, Date.now()),
        language: i18n.language,
        justNow: t('messages.justNow'),
      })}
    </time>
  );
}
