import {
  Alert,
  Anchor,
  Badge,
  Card,
  Divider,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BasketItem } from '../../api/basket.api.ts';
import { pcbApi, pcbKeys } from '../../api/pcb.api.ts';
import { bomStatusText } from '../../components/bom-status-text.ts';
import { fact } from '../../components/fact.tsx';
import { formatEuros, formatMm, formatNumber, formatShortDate } from '../../components/format.ts';
import { OrderFilesNotice } from './OrderFilesNotice.tsx';
import { offersStepPath } from './order-paths.ts';

/** One project to order: its offer (quantity, lead time, ship and delivery dates) and money, with a link to the offer. */
function ProjectReview({ item }: { item: BasketItem }) {
  const { t } = useTranslation();
  const money = (label: string, cents: number, isStrong = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={isStrong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(cents)}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {item.projectId}
            </Text>
          </Stack>
          <Anchor component={Link} to={offersStepPath(item.projectId)} size="sm">
            {t('checkout.review.viewOffer')}
          </Anchor>
        </Group>
        <ProjectContents item={item} />
        <OrderFilesNotice projectId={item.projectId} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {fact(t('orders.columns.quantity'), t('offers.pieces', { count: item.quantity }))}
          {fact(t('orders.offer.leadTime'), t('offers.leadTime', { days: item.workingDays }))}
          {item.shipDate && fact(t('orders.columns.ships'), formatShortDate(item.shipDate))}
          {fact(
            t('orders.columns.delivery'),
            item.deliveryDate ? formatShortDate(item.deliveryDate) : t('orders.offer.noDeliveryDate'),
          )}
        </SimpleGrid>
        <Divider />
        <Stack gap={4}>
          {money(t('basket.totals.net'), item.netCents)}
          {money(t('basket.totals.vat'), item.vatCents)}
          {money(t('basket.totals.total'), item.totalCents, true)}
        </Stack>
      </Stack>
    </Card>
  );
}

/** What is being made: the board's main choices and the state of the BOM, as badges. */
function ProjectContents({ item }: { item: BasketItem }) {
  const { t } = useTranslation();
  const spec = useQuery({
    queryKey: pcbKeys.spec(item.projectId),
    queryFn: () => pcbApi.get(item.projectId),
  });
  return (
    <Group gap={6} aria-label={t('checkout.review.contents')}>
      {spec.data ? (
        <>
          <Badge variant="light" size="sm" tt="none">
            {t('pages.createProject.layers', { count: spec.data.layers })}
          </Badge>
          <Badge variant="light" size="sm" color="gray" tt="none">
            {`${formatNumber(spec.data.widthMm)} × ${formatMm(spec.data.heightMm)}, ${formatMm(spec.data.thicknessMm)}`}
          </Badge>
          <Badge variant="light" size="sm" color="gray" tt="none">
            {t(`pcb.option.surfaceFinish.${spec.data.surfaceFinish}`)}
          </Badge>
        </>
      ) : (
        <Skeleton height={18} width={220} radius="xl" />
      )}
      <Badge variant="light" size="sm" color={item.bomStatus.bStatus ? 'green' : 'yellow'} tt="none">
        {bomStatusText(t, item.openBomLines)}
      </Badge>
    </Group>
  );
}

interface CheckoutProjectsProps {
  items: BasketItem[];
  /** Projects in the link that cannot be ordered: not in the basket, or their offer expired. */
  unavailable: { projectId: string; isExpired: boolean }[];
}

/** The orders about to be placed, one card per project, and the projects left out and why. */
export function CheckoutProjects({ items, unavailable }: CheckoutProjectsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="review-title">
      <Title order={2} size="h4" id="review-title">
        {t('checkout.review.title', { count: items.length })}
      </Title>
      {unavailable.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('checkout.review.leftOut')}>
          <List size="sm" spacing={2}>
            {unavailable.map(({ projectId, isExpired }) => (
              <List.Item key={projectId}>
                {isExpired ? (
                  <>
                    {t('checkout.review.expired', { projectId })}{' '}
                    <Anchor component={Link} to={offersStepPath(projectId)} size="sm">
                      {t('basket.requote')}
                    </Anchor>
                  </>
                ) : (
                  t('checkout.review.notInBasket', { projectId })
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {items.map((item) => (
        <ProjectReview key={item.projectId} item={item} />
      ))}
    </Stack>
  );
}
