import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type OrderFileKind, orderFilesApi, orderFilesKeys } from '../../api/order-files.api.ts';
import { pcbStepPath } from './order-paths.ts';

/** The project wizard's BOM step, where the placement file is uploaded next to the BOM. */
const bomStepPath = (projectId: string) => `/myprojects/new/${projectId}/2`;

/** "Upload the placement file and the Gerber files before ordering", in the reader's language. */
export function missingFilesText(t: TFunction, missing: readonly OrderFileKind[]): string {
  const variant = missing.length > 1 ? 'both' : (missing[0] ?? 'gerbers');
  return t(`orders.files.missing.${variant}`);
}

/**
 * Before the customer clicks to order: which manufacturing files the order would be refused for, with
 * links to the steps where they are uploaded. Nothing while loading, when nothing is missing, or when the
 * answer failed (the order itself still checks).
 */
export function OrderFilesNotice({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const files = useQuery({
    queryKey: orderFilesKeys.project(projectId),
    queryFn: () => orderFilesApi.status(projectId),
  });
  const missing = files.data?.missing ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconFileAlert size={18} />} title={missingFilesText(t, missing)}>
      <Text size="sm">{t('orders.files.why')}</Text>
      <Group gap="md" mt={6}>
        {missing.includes('placement') && (
          <Anchor component={Link} to={bomStepPath(projectId)} size="sm">
            {t('orders.files.uploadPlacement')}
          </Anchor>
        )}
        {missing.includes('gerbers') && (
          <Anchor component={Link} to={pcbStepPath(projectId)} size="sm">
            {t('orders.files.uploadGerbers')}
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}
