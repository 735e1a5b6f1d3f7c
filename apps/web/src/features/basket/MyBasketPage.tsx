import { sumBasket } from '@boardhouse/shared/quotes/basket-api';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type BasketItem, basketApi, basketKeys } from '../../api/basket.api.ts';
import { isOrderingRefused } from '../../api/team-standing.ts';
import { useTeamStanding } from '../../api/use-team-standing.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { OrderingNotice } from '../../components/OrderingNotice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ProjectActionDialogs, type ShareDialogProps } from '../../components/ProjectActionDialogs.tsx';
import { BasketCards } from './BasketCards.tsx';
import { BasketSummary } from './BasketSummary.tsx';
import { type BasketListProps, BasketTable } from './BasketTable.tsx';
import { filterBasket } from './basket-filter.ts';
import { checkoutPath } from './basket-paths.ts';
import { useBasketProjectActions } from './use-basket-actions.ts';

/**
 * My Basket: the projects with a selected offer. Search by name, project ID or date created, select the
 * ones to order, see their totals and go to checkout; each row has the offer PDF and My Projects' actions.
 */
export default function MyBasketPage({ ShareDialog }: { ShareDialog?: ComponentType<ShareDialogProps> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width: 48em)');
  // Fresh on every visit: a project deleted or copied elsewhere may have changed the basket.
  const basket = useQuery({ queryKey: basketKeys.all, queryFn: basketApi.get, refetchOnMount: 'always' });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<BasketItem | null>(null);
  const [toShare, setToShare] = useState<BasketItem | null>(null);
  const { duplicate, remove } = useBasketProjectActions({ onDeleted: () => setToDelete(null) });
  const standing = useTeamStanding();

  const items = basket.data?.items ?? [];
  const shown = useMemo(() => filterBasket(items, search, i18n.language), [items, search, i18n.language]);
  // Only items still in the basket count: a deleted project drops out of the selection by itself.
  const chosen = items.filter((item) => selected.has(item.projectId));
  const orderable = chosen.filter((item) => !item.expired);

  const handleToggle = (projectId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(projectId)) next.delete(projectId);
      else next.add(projectId);
      return next;
    });
  const handleToggleAll = () =>
    setSelected((current) => {
      const isAllShown = shown.every((item) => current.has(item.projectId));
      const next = new Set(current);
      for (const item of shown) {
        if (isAllShown) next.delete(item.projectId);
        else next.add(item.projectId);
      }
      return next;
    });

  const header = <PageHeader title={t('pages.myBasket.title')} />;
  if (basket.isError) {
    return (
      <>
        {header}
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void basket.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </>
    );
  }
  // The team standing decides between the checkout button and who orders instead: no flash of either.
  if (basket.isPending || standing.status === 'pending') {
    return (
      <>
        {header}
        <Stack aria-busy="true" aria-label={t('basket.loading')}>
          <Skeleton height={36} maw={360} />
          <Skeleton height={220} />
        </Stack>
      </>
    );
  }
  if (items.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<IconShoppingCart size={28} />}
          title={t('pages.myBasket.emptyTitle')}
          description={t('pages.myBasket.emptyText')}
          actionLabel={t('pages.myBasket.action')}
          onAction={() => navigate('/my-projects')}
        />
      </>
    );
  }

  const listProps: BasketListProps = {
    items: shown,
    selected,
    duplicatingId: duplicate.isPending ? (duplicate.variables ?? null) : null,
    onToggle: handleToggle,
    onToggleAll: handleToggleAll,
    emptyText: shown.length === 0 ? t('basket.noMatch', { filter: search.trim() }) : null,
    onDuplicate: (item) => duplicate.mutate(item.projectId),
    onShare: ShareDialog ? setToShare : undefined,
    onDelete: setToDelete,
  };
  return (
    <>
      {header}
      <Stack>
        <Card withBorder radius="md" padding={isPhone ? 'sm' : 'md'}>
          <Stack>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <TextInput
                leftSection={<IconSearch size={16} />}
                placeholder={t('basket.searchPlaceholder')}
                aria-label={t('basket.search')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                w={{ base: '100%', xs: 360 }}
              />
              <Text size="sm" c="dimmed">
                {t('basket.count', { count: items.length })}
              </Text>
            </Group>
            {isPhone ? <BasketCards {...listProps} /> : <BasketTable {...listProps} />}
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Stack w="100%" maw={380}>
            <BasketSummary
              orderable={orderable.length}
              expiredSelected={chosen.length - orderable.length}
              totals={sumBasket(orderable)}
              onCheckout={() => navigate(checkoutPath(orderable.map((item) => item.projectId)))}
              refusal={isOrderingRefused(standing) ? <OrderingNotice standing={standing} /> : undefined}
            />
          </Stack>
        </Group>
      </Stack>
      <ProjectActionDialogs
        toDelete={toDelete}
        isDeleting={remove.isPending}
        onDelete={(projectId) => remove.mutate(projectId)}
        onCancelDelete={() => setToDelete(null)}
        toShare={toShare}
        onCloseShare={() => setToShare(null)}
        ShareDialog={ShareDialog}
      />
    </>
  );
}
