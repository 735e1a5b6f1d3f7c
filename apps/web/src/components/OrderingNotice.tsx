import { Alert } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isOrderingRefused, ownerNameOf, type TeamStanding } from '../api/team-standing.ts';

/**
 * Where the Order and Pay buttons would be for someone allowed to order: who orders for the team and
 * how to change that. Nothing for anyone the server lets order (or while their standing loads).
 */
export function OrderingNotice({ standing }: { standing: TeamStanding }) {
  const { t } = useTranslation();
  if (!isOrderingRefused(standing)) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconUsers size={18} />}
      title={t('team.ordering.title')}
      data-testid="ordering-notice"
    >
      {t('team.ordering.notice', { owner: ownerNameOf(t, standing) })}
    </Alert>
  );
}
