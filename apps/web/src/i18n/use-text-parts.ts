import { useEffect, useState } from 'react';
import { loadTextParts, type TextPart } from './i18n.ts';

/**
 * Whether these parts of the texts are ready: at once when none is asked for, else after their one
 * download. A failed download still lets the page draw (keys instead of texts beat a blank portal);
 * the next language change tries again.
 */
export function useTextParts(parts: readonly TextPart[]): boolean {
  const wanted = parts.join(',');
  const [readyFor, setReadyFor] = useState<string | null>(wanted === '' ? '' : null);
  useEffect(() => {
    if (wanted === '') return;
    let isCurrent = true;
    loadTextParts(wanted.split(',') as TextPart[])
      .catch(() => {})
      .finally(() => {
        if (isCurrent) setReadyFor(wanted);
      });
    return () => {
      isCurrent = false;
    };
  }, [wanted]);
  return wanted === '' || readyFor === wanted;
}
