import { Alert, Badge, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AutomatedList, purchasingApi, purchasingKeys } from '../../api/purchasing.api.ts';
import { errorText } from '../pricing/admin-errors.ts';
import { PurchasesTable } from './PurchasesTable.tsx';
import { P } from './purchase-badges.tsx';

const LISTS: AutomatedList[] = ['failed', 'toPut'];

/**
 * The automated purchases across orders that need staff: the ones a distributor refused, and the ones
 * not placed or not settled yet; each links to its order and can be put through again or removed.
 */
export function AutomatedPurchasesCard() {
  const { t } = useTranslation();
  const [list, setList] = useState<AutomatedList>('failed');
  const failed = useQuery({
    queryKey: purchasingKeys.automated('failed'),
    queryFn: () => purchasingApi.automated('failed'),
  });
  const toPut = useQuery({
    queryKey: purchasingKeys.automated('toPut'),
    queryFn: () => purchasingApi.automated('toPut'),
  });
  const shown = list === 'failed' ? failed : toPut;
  const countOf = (name: AutomatedList) =>
    (name === 'failed' ? failed : toPut).data?.purchases.length ?? null;
  const title = t(`${P}.automatedTitle`);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5">
            {title}
          </Title>
          {/* Full width on a phone, where a long label (German) wraps instead of being cut. */}
          <SegmentedControl
            size="xs"
            fullWidth
            w={{ base: '100%', sm: 'auto' }}
            styles={{ label: { whiteSpace: 'normal' } }}
            value={list}
            onChange={(value) => setList(value === 'toPut' ? 'toPut' : 'failed')}
            data={LISTS.map((name) => ({
              value: name,
              label: (
                <Group gap={6} wrap="nowrap" justify="center">
                  <span>{t(`${P}.lists.${name}`)}</span>
                  {countOf(name) !== null && (
                    <Badge size="xs" circle color={name === 'failed' && countOf(name) ? 'red' : 'gray'}>
                      {countOf(name)}
                    </Badge>
                  )}
                </Group>
              ),
            }))}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`${P}.listHints.${list}`)}
        </Text>
        {shown.isPending ? (
          <Skeleton height={80} radius="md" />
        ) : shown.isError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {errorText(shown.error, t('errors.serverUnreachable'))}
          </Alert>
        ) : shown.data.purchases.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${P}.listEmpty.${list}`)}
          </Text>
        ) : (
          <PurchasesTable purchases={shown.data.purchases} withOrder label={t(`${P}.lists.${list}`)} />
        )}
      </Stack>
    </Card>
  );
}
