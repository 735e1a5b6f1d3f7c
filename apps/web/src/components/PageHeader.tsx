import { PRODUCT_NAME } from '@boardhouse/shared/product';
import { Group, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** Page title (an h1) that also names the browser tab. An empty title shows no heading. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  if (!title && !actions) return null;
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      {title && (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      {actions}
    </Group>
  );
}
