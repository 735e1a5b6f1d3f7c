import { PasswordInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** New password and its repeat, saying 'Password Matched!' once both agree. */
export function PasswordPair<T extends { password: string; repeatPassword: string }>({
  form,
}: {
  form: UseFormReturnType<T>;
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
