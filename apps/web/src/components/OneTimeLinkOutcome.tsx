import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/client.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * The page a mailed one-time link opens (sign-up confirmation, new e-mail address): spends the code
 * once on arrival, then shows the outcome and one button onwards.
 */
export function OneTimeLinkOutcome<Result>({
  spend,
  describeSuccess,
  next,
}: {
  spend: () => Promise<Result>;
  describeSuccess: (result: Result) => { title: string; message: string };
  next: { label: string; to: string };
}) {
  const { t } = useTranslation();
  const outcome = useMutation({ mutationFn: spend });
  const started = useRef(false);
  useEffect(() => {
    // The code works once: a second call (React's development double effect) would report it as used.
    if (started.current) return;
    started.current = true;
    outcome.mutate();
  }, [outcome]);

  if (outcome.isPending || outcome.isIdle) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const success = outcome.isSuccess ? describeSuccess(outcome.data) : null;
  return (
    <Stack align="center" ta="center">
      <PageHeader title="" />
      {success ? (
        <>
          <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" />
          <Title order={1} size="h2">
            {success.title}
          </Title>
          <Text>{success.message}</Text>
        </>
      ) : (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" ta="left">
          {outcome.error instanceof ApiError && outcome.error.status !== 0
            ? outcome.error.message
            : t('errors.serverUnreachable')}
        </Alert>
      )}
      <Button component={Link} to={next.to}>
        {next.label}
      </Button>
    </Stack>
  );
}
