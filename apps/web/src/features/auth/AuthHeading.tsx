import { Alert, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader.tsx';

/** Title, one line of explanation and the form's error, as every sign-in area card starts. */
export function AuthHeading({
  title,
  subtitle,
  error,
}: {
  title: string;
  subtitle?: string;
  error?: string | null;
}) {
  return (
    <>
      <PageHeader title="" />
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </div>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
