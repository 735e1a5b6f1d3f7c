import {
  IconBook,
  IconHelp,
  IconMessages,
  IconPackage,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** The customer pages whose content arrives with later capabilities: title and a calm empty state. */
const SECTIONS = {
  'my-orders': { key: 'myOrders', icon: IconPackage, action: '/create-project' },
  'my-messages': { key: 'myMessages', icon: IconMessages, action: null },
  'my-team': { key: 'myTeam', icon: IconUsers, action: null },
  'my-documentation': { key: 'myDocumentation', icon: IconBook, action: null },
  'my-basket': { key: 'myBasket', icon: IconShoppingCart, action: '/my-projects' },
  faq: { key: 'faq', icon: IconHelp, action: null },
} as const;

export type Section = keyof typeof SECTIONS;

export default function SectionPage({ section }: { section: Section }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key, icon: Icon, action } = SECTIONS[section];
  return (
    <>
      <PageHeader title={t(`pages.${key}.title`)} />
      <EmptyState
        icon={<Icon size={28} />}
        title={t(`pages.${key}.emptyTitle`)}
        description={t(`pages.${key}.emptyText`)}
        actionLabel={action ? t(`pages.${key}.action`) : undefined}
        onAction={action ? () => navigate(action) : undefined}
      />
    </>
  );
}
