import { useEffect, useState } from 'react';
import { loadStaffTexts } from './i18n.ts';

/**
 * Whether the back office's texts are ready: at once for a customer (who needs none), after their
 * one download for staff. A failed download still lets the page draw (keys instead of texts beat a
 * blank portal); the next language change tries again.
 */
export function useStaffTexts(isStaff: boolean): boolean {
  const [isReady, setReady] = useState(!isStaff);
  useEffect(() => {
    if (!isStaff) return;
    let isCurrent = true;
    loadStaffTexts()
      .catch(() => {})
      .finally(() => {
        if (isCurrent) setReady(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [isStaff]);
  return !isStaff || isReady;
}
