import { Button, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  actionLabel?: string;
  onAction?: () => void;
}

export function EmptyState({ icon, title, description, actionLabel, onAction }: EmptyStateProps) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Text fw={600} size="lg" ta="center">
          {title}
        </Text>
        <Text c="dimmed" ta="center" maw={460}>
          {description}
        </Text>
        {actionLabel && onAction && (
          <Button mt="sm" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
