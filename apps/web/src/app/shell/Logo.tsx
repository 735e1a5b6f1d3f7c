import { PRODUCT_NAME } from '@boardhouse/shared/product';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCpu } from '@tabler/icons-react';

/** The product mark; in the top bar the name gives way to the icons on narrow screens. */
export function Logo({ isCompactOnPhones = false }: { isCompactOnPhones?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="filled">
        <IconCpu size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg" c="teal.8" visibleFrom={isCompactOnPhones ? 'xs' : undefined}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
