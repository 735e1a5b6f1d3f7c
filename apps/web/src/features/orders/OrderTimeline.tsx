import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconBan, IconCircleCheck, IconCircleX, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderHistoryEntry } from '../../api/orders.api.ts';
import { formatDateTime } from '../../components/format.ts';
import { useServerText } from '../../i18n/server-text.ts';
import { type TimelineMark, timelineMarkOf } from './order-display.ts';

/** Each mark's bullet and colour (undefined: the theme's, as every passed state has). */
const MARKS: Record<TimelineMark, { Icon: typeof IconPoint; color?: string }> = {
  failed: { Icon: IconCircleX, color: 'red' },
  cancelled: { Icon: IconBan, color: 'gray' },
  current: { Icon: IconCircleCheck },
  passed: { Icon: IconPoint },
};

/** The order's states, oldest first: each with when, who and why. */
export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useTranslation();
  const textOf = useServerText();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="history-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="history-title">
          {t('orders.history.title')}
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orders.history.empty')}
          </Text>
        ) : (
          <Timeline active={history.length - 1} bulletSize={22} lineWidth={2}>
            {history.map((entry, index) => {
              const mark = timelineMarkOf(entry.status, index === history.length - 1);
              const { Icon, color } = MARKS[mark];
              return (
                <Timeline.Item
                  key={`${entry.at}-${entry.status}`}
                  bullet={<Icon size={14} />}
                  color={color}
                  data-mark={mark}
                  title={t(`orders.status.${entry.status}`)}
                >
                  <Text size="xs" c="dimmed">
                    {t('orders.history.when', {
                      date: formatDateTime(entry.at),
                      by: textOf(entry.byText, entry.by),
                    })}
                  </Text>
                  {entry.note && (
                    <Text size="sm" mt={4}>
                      {textOf(entry.noteText, entry.note)}
                    </Text>
                  )}
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
