import type { PersonalDetails } from '@boardhouse/shared/password-rules';
import { PasswordInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter.tsx';

/**
 * New password with its strength meter, and its repeat, saying 'Password Matched!' once both agree.
 * `personal` is what the password must not contain (sign-up knows it; a mailed link's owner the server checks).
 */
export function PasswordPair<T extends { password: string; repeatPassword: string }>({
  form,
  personal,
}: {
  form: UseFormReturnType<T>;
  personal?: PersonalDetails;
}) {
  const { t } = useTranslation();
  const { password, repeatPassword } = form.getValues();
  const isMatched = password.length > 0 && password === repeatPassword;
  return (
    <Stack gap="xs">
      <PasswordInput
        name="password"
        label={t('fields.password')}
        description={t('auth.passwordHint')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
      <PasswordStrengthMeter password={password} personal={personal} fieldLabel={t('fields.password')} />
      <PasswordInput
        name="repeatPassword"
        label={t('fields.repeatPassword')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('repeatPassword')}
      />
      {isMatched && (
        <Text size="xs" c="teal.7">
          {t('validation.passwordMatched')}
        </Text>
      )}
    </Stack>
  );
}
