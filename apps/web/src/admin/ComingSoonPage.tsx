import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../components/EmptyState.tsx';
import NotFoundPage from '../components/NotFoundPage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ADMIN_MENU } from './admin-menu.ts';

/** Every back-office entry until its page is built: its title and a 'coming in a later release' notice. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const { entry } = useParams();
  const item = ADMIN_MENU.find((candidate) => candidate.path === entry);
  if (!item) return <NotFoundPage />;
  return (
    <>
      <PageHeader title={t(`admin.${item.key}`)} />
      <EmptyState
        icon={<IconTools size={28} />}
        title={t('admin.comingTitle')}
        description={t('admin.comingText')}
      />
    </>
  );
}
