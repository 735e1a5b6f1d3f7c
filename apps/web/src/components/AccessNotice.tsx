import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditAccess } from '../api/use-edit-access.ts';

/**
 * Why a wizard step is view-only: the project was ordered, a read share (in the step's own words, e.g.
 * "you cannot change its BOM") or someone else's editing lock. Nothing while the caller may edit or the lock is still asked for.
 */
export function AccessNotice({ access, readShareText }: { access: EditAccess; readShareText: string }) {
  const { t } = useTranslation();
  if (access.canEdit || access.reason === 'pending') return null;
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={18} />}
      title={t('bom.readOnly.title')}
      data-testid="read-only-notice"
    >
      {access.reason === 'ordered'
        ? t('projects.orderedNotice')
        : access.reason === 'read'
          ? readShareText
          : access.lockedBy
            ? t('bom.readOnly.lockedBy', { name: access.lockedBy })
            : t('bom.readOnly.locked')}
    </Alert>
  );
}
