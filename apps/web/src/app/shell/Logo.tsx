import { PRODUCT_NAME } from '@boardhouse/shared/product';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCpu } from '@tabler/icons-react';

export function Logo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="filled">
        <IconCpu size={20} />
      </ThemeIcon>
      {!isCompact && (
        <Text fw={700} size="lg" c="teal.8">
          {PRODUCT_NAME}
        </Text>
      )}
    </Group>
  );
}
