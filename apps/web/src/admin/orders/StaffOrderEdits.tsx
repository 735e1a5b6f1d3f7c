import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOrderResponse } from '../../api/order-actions.api.ts';
import { formatDateTime, formatEuros } from '../../components/format.ts';
import { StaffRevisionFiles } from './StaffRevisionFiles.tsx';

/**
 * Every staff edit of the order's money and data, newest first: what, who and when, why, and what the
 * total did. A list rather than a table, so it reads in the page's narrow column and on a phone.
 */
export function StaffOrderEdits({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const title = t('admin.staffOrder.edits.title');
  const edits = [...order.edits].reverse();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {edits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.staffOrder.edits.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {edits.map((edit, index) => (
            <Fragment key={edit.id}>
              {index > 0 && <Divider />}
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {t(`admin.staffOrder.edits.kinds.${edit.kind}`)}
                  </Text>
                  {edit.totalBeforeCents !== null && edit.totalAfterCents !== null && (
                    <Text size="sm">
                      {formatEuros(edit.totalBeforeCents)} → {formatEuros(edit.totalAfterCents)}
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(edit.editedAt)} · {edit.editedBy ?? '—'}
                </Text>
                {edit.reason && <Text size="sm">{edit.reason}</Text>}
                {edit.kind === 'files-revision' && <StaffRevisionFiles order={order} edit={edit} />}
                {edit.balanceCents !== null && edit.balanceCents !== 0 && (
                  <Text size="xs" fw={600} c={edit.balanceCents > 0 ? 'orange.8' : 'red.8'}>
                    {t(
                      edit.balanceCents > 0
                        ? 'admin.staffOrder.money.toCollect'
                        : 'admin.staffOrder.money.toRefund',
                      { amount: formatEuros(Math.abs(edit.balanceCents)) },
                    )}
                  </Text>
                )}
              </Stack>
            </Fragment>
          ))}
        </Stack>
      )}
    </Card>
  );
}
