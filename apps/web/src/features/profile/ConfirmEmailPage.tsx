import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { authApi } from '../../api/auth.api.ts';
import { OneTimeLinkOutcome } from '../../components/OneTimeLinkOutcome.tsx';

/** `#/confirm-email/{code}`: the link mailed to a new address; following it makes it the account's address. */
export default function ConfirmEmailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  return (
    <OneTimeLinkOutcome
      spend={() => authApi.confirmEmailChange(code)}
      describeSuccess={({ user }) => ({
        title: t('profile.emailConfirmedTitle'),
        message: t('profile.emailConfirmedMessage', { email: user.email }),
      })}
      next={{ label: t('profile.goToProfile'), to: '/profile' }}
    />
  );
}
