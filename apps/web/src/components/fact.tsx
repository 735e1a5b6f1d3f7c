import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small label over its value, as cards list the facts of a project or an order. */
export function fact(label: string, value: ReactNode) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
