import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** What a page needs of a share dialog; the app passes one in, so features do not depend on sharing. */
export interface ShareDialogProps {
  projectId: string;
  projectName: string;
  onClose: () => void;
}

interface NamedProject {
  projectId: string;
  name: string;
}

/** The confirmation before a project is deleted and the share dialog, as My Projects and My Basket show them. */
export function ProjectActionDialogs({
  toDelete,
  isDeleting,
  onDelete,
  onCancelDelete,
  toShare,
  onCloseShare,
  ShareDialog,
}: {
  toDelete: NamedProject | null;
  isDeleting: boolean;
  onDelete: (projectId: string) => void;
  onCancelDelete: () => void;
  toShare: NamedProject | null;
  onCloseShare: () => void;
  ShareDialog?: ComponentType<ShareDialogProps>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('projects.delete')}
        isDanger
        isBusy={isDeleting}
        onConfirm={() => toDelete && onDelete(toDelete.projectId)}
        onCancel={onCancelDelete}
      />
      {ShareDialog && toShare && (
        <Suspense fallback={null}>
          <ShareDialog projectId={toShare.projectId} projectName={toShare.name} onClose={onCloseShare} />
        </Suspense>
      )}
    </>
  );
}
