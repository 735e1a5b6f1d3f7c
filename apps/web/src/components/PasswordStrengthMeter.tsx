import type { PersonalDetails } from '@boardhouse/shared/password-rules';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeAssessment, usePasswordAssessment } from './password-strength.ts';

/**
 * A bar and a label (weak / fair / good / strong) under a new-password field, with zxcvbn's advice.
 * The server applies the same rule, so the bar is a guide and the answer of the server decides.
 */
export function PasswordStrengthMeter({
  password,
  personal = {},
  fieldLabel,
}: {
  password: string;
  personal?: PersonalDetails;
  fieldLabel: string;
}) {
  const { t } = useTranslation();
  const assessment = usePasswordAssessment(password, personal);
  if (!assessment) return null;
  const { percent, colour, levelKey, problemKey, hintKeys } = describeAssessment(assessment);
  return (
    <Stack gap={4} aria-live="polite" data-testid="password-strength">
      <Progress
        value={percent}
        color={colour}
        size="sm"
        aria-label={t('passwordStrength.label')}
        transitionDuration={150}
      />
      <Text size="xs" c={`${colour}.8`} fw={500}>
        {t('passwordStrength.strength', { level: t(levelKey) })}
      </Text>
      {problemKey && (
        <Text size="xs" c="red.8">
          {t(problemKey, { name: fieldLabel })}
        </Text>
      )}
      {hintKeys.map((key) => (
        <Text key={key} size="xs" c="dimmed">
          {t(key)}
        </Text>
      ))}
    </Stack>
  );
}
