import { Alert, Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconFileDownload,
  IconRefresh,
  IconRuler2,
  IconShoppingCartPlus,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { type OfferSetResponse, offerKeys, offersApi } from '../../api/offers.api.ts';
import { useEditAccess } from '../../api/use-edit-access.ts';
import { useTeamStanding } from '../../api/use-team-standing.ts';
import { AccessNotice } from '../../components/AccessNotice.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatDateTime } from '../../components/format.ts';
import { OrderingNotice } from '../../components/OrderingNotice.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { BreakdownPanel } from './BreakdownPanel.tsx';
import { OfferChoicesCard } from './OfferChoicesCard.tsx';
import { type CellChoice, OfferMatrix } from './OfferMatrix.tsx';
import { ReviewNotes } from './ReviewNotes.tsx';

/** The project wizard's step paths (kept here: a feature does not import another feature). */
const stepPath = (projectId: string, step: number) => `/myprojects/new/${projectId}/${step}`;

/**
 * The cell shown first: the customer's selection, else the project's intended quantity (10 boards when
 * it has none) at the slowest lead time that can be ordered.
 */
function firstChoice(offers: OfferSetResponse): CellChoice | null {
  if (offers.selected) return offers.selected;
  const wanted = offers.intendedQuantity ?? 10;
  const quantity = offers.quantities.find((entry) => entry >= wanted) ?? offers.quantities.at(-1);
  const cell =
    offers.cells.find((entry) => entry.available && entry.quantity === quantity) ??
    offers.cells.find((entry) => entry.available);
  return cell ? { quantity: cell.quantity, workingDays: cell.workingDays } : null;
}

/** Step 4 of the project wizard: every quantity and lead time priced, a cell's breakdown, and the basket. */
export default function OffersStepPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId = '' } = useParams();
  const offers = useQuery({ queryKey: offerKeys.set(projectId), queryFn: () => offersApi.get(projectId) });
  if (offers.error instanceof ApiError && offers.error.code === 'OFFER.PCB_REQUIRED') {
    return (
      <EmptyState
        icon={<IconRuler2 size={28} />}
        title={t('offers.pcbRequired.title')}
        description={t('offers.pcbRequired.text')}
        actionLabel={t('offers.pcbRequired.action')}
        onAction={() => navigate(stepPath(projectId, 3))}
      />
    );
  }
  if (offers.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
        {errorText(offers.error, t('errors.serverUnreachable'))}
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={() => void offers.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!offers.data) {
    return (
      <Stack aria-busy="true" aria-label={t('offers.loading')}>
        <Skeleton height={36} width={320} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  return <OffersView key={offers.data.offerSetId} projectId={projectId} offers={offers.data} />;
}

function OffersView({ projectId, offers }: { projectId: string; offers: OfferSetResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const access = useEditAccess(projectId);
  const standing = useTeamStanding();
  const [chosen, setChosen] = useState<CellChoice | null>(() => firstChoice(offers));
  const isInBasket =
    chosen !== null &&
    offers.selected?.quantity === chosen.quantity &&
    offers.selected.workingDays === chosen.workingDays;

  const requote = useMutation({
    mutationFn: () => offersApi.requote(projectId),
    onSuccess: async (fresh) => {
      queryClient.setQueryData(offerKeys.set(projectId), fresh);
      await queryClient.invalidateQueries({ queryKey: ['offers', projectId, 'breakdown'] });
      notifications.show({ color: 'teal', message: t('offers.requoted') });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('offers.requoteFailed'),
        message: errorText(error, t('errors.serverUnreachable')),
      }),
  });

  const select = useMutation({
    mutationFn: (choice: CellChoice) => offersApi.select(projectId, choice.quantity, choice.workingDays),
    onSuccess: async (result) => {
      queryClient.setQueryData<OfferSetResponse>(offerKeys.set(projectId), (current) =>
        current ? { ...current, selected: result.selected } : current,
      );
      await queryClient.invalidateQueries({ queryKey: ['basket'] });
      notifications.show({
        color: 'teal',
        message: t('offers.added', { count: result.selected.quantity, days: result.selected.workingDays }),
      });
    },
    onError: async (error) => {
      notifications.show({
        color: 'red',
        title: t('offers.addFailed'),
        message: errorText(error, t('errors.serverUnreachable')),
      });
      // Out-of-date offers: show today's.
      if (error instanceof ApiError && error.code === 'OFFER.EXPIRED') {
        await queryClient.invalidateQueries({ queryKey: offerKeys.set(projectId) });
      }
    },
  });

  const download = useMutation({
    mutationFn: () => offersApi.downloadPdf(projectId),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('offers.downloadFailed'),
        message: errorText(error, t('errors.serverUnreachable')),
      }),
  });

  return (
    <Stack gap="md">
      <AccessNotice access={access} readShareText={t('offers.readOnly')} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('offers.validUntil', { date: formatDateTime(offers.validUntil) })}
        </Text>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={requote.isPending}
          disabled={!access.canEdit}
          onClick={() => requote.mutate()}
        >
          {t('offers.requote')}
        </Button>
      </Group>
      <ReviewNotes notes={offers.reviewNotes} />
      <Text size="sm">{t('offers.pickHint')}</Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <OfferMatrix offers={offers} chosen={chosen} onChoose={setChosen} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            {chosen ? (
              <BreakdownPanel projectId={projectId} choice={chosen} />
            ) : (
              <Text c="dimmed">{t('offers.nothingAvailable')}</Text>
            )}
            <OfferChoicesCard projectId={projectId} offers={offers} canEdit={access.canEdit} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Choosing an offer is allowed; ordering it is the team owner's job for some members. */}
      <OrderingNotice standing={standing} />
      <Group justify="space-between">
        <Button
          variant="default"
          component={Link}
          to={stepPath(projectId, 3)}
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('projects.wizardBack')}
        </Button>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('offers.downloadPdf')}
          </Button>
          <Button
            leftSection={<IconShoppingCartPlus size={16} />}
            disabled={!chosen || !access.canEdit || isInBasket}
            loading={select.isPending}
            onClick={() => chosen && select.mutate(chosen)}
          >
            {isInBasket ? t('offers.inBasket') : t('offers.addToBasket')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
