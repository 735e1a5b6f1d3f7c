import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type PromoCode, pricingAdminApi, pricingAdminKeys } from '../../api/pricing-admin.api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatDate, formatEuros, formatNumber } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordRowActions, RemoveRecordDialog, useRecordEditing } from '../record-editing.tsx';
import { errorText } from './admin-errors.ts';
import { PromoCodeForm } from './PromoCodeForm.tsx';

/** /admin/promo-codes: discount codes with their terms and how many uses are taken. */
export default function PromoCodesPage() {
  const { t } = useTranslation();
  const codes = useQuery({ queryKey: pricingAdminKeys.promoCodes, queryFn: pricingAdminApi.promoCodes });
  const editing = useRecordEditing<PromoCode>({
    queryKey: pricingAdminKeys.promoCodes,
    removeRecord: pricingAdminApi.deletePromoCode,
    removedMessage: t('admin.pricing.promo.removed'),
  });
  const list = codes.data?.promoCodes ?? [];
  return (
    <>
      <PageHeader title={t('admin.promoCodes')} />
      <Stack maw={1100}>
        <Group justify="space-between" align="flex-start">
          <Text c="dimmed" maw={700}>
            {t('admin.pricing.promo.intro')}
          </Text>
          <Button leftSection={<IconPlus size={16} />} onClick={() => editing.setEditing({ record: null })}>
            {t('admin.pricing.promo.add')}
          </Button>
        </Group>
        {codes.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(codes.error, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {codes.isPending && <Skeleton height={220} radius="md" />}
        {codes.data && list.length === 0 && (
          <EmptyState
            icon={<IconTicket size={28} />}
            title={t('admin.pricing.promo.emptyTitle')}
            description={t('admin.pricing.promo.emptyText')}
          />
        )}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.pricing.promo.code')}</Table.Th>
                  <Table.Th>{t('admin.pricing.promo.discount')}</Table.Th>
                  <Table.Th>{t('admin.pricing.promo.validity')}</Table.Th>
                  <Table.Th ta="right">{t('admin.pricing.promo.uses')}</Table.Th>
                  <Table.Th ta="right">{t('admin.pricing.promo.minOrder')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('catalog.common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((code) => (
                  <PromoRow
                    key={code.id}
                    code={code}
                    onEdit={() => editing.setEditing({ record: code })}
                    onRemove={() => editing.setRemoving(code)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={editing.editing !== null}
        onClose={() => editing.setEditing(null)}
        title={
          editing.editing?.record
            ? t('admin.pricing.promo.editTitle', { code: editing.editing.record.code })
            : t('admin.pricing.promo.add')
        }
        size="lg"
      >
        {editing.editing && (
          <PromoCodeForm
            code={editing.editing.record}
            onSaved={(saved) => editing.afterSave(t('admin.pricing.promo.saved', { code: saved.code }))}
          />
        )}
      </Modal>
      <RemoveRecordDialog
        editing={editing}
        title={t('admin.pricing.promo.removeTitle')}
        message={(code) => t('admin.pricing.promo.removeText', { code: code.code })}
      />
    </>
  );
}

function PromoRow({ code, onEdit, onRemove }: { code: PromoCode; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const today = new Date().toISOString().slice(0, 10);
  const ended = code.validUntil !== null && code.validUntil < today;
  const usedUp = code.maxUses !== null && code.uses >= code.maxUses;
  const discount = code.kind === 'PERCENT' ? `${formatNumber(code.value)} %` : formatEuros(code.value);
  const dates = [code.validFrom, code.validUntil].map((date) => (date ? formatDate(date) : '…')).join(' – ');
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} ff="monospace">
            {code.code}
          </Text>
          {(ended || usedUp) && (
            <Badge size="xs" color="gray" variant="light">
              {ended ? t('admin.pricing.promo.ended') : t('admin.pricing.promo.usedUp')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {t('admin.pricing.promo.discountText', {
          discount,
          block: t(`admin.pricing.promo.blocks.${code.block}`),
        })}
      </Table.Td>
      <Table.Td>{code.validFrom || code.validUntil ? dates : t('admin.pricing.promo.always')}</Table.Td>
      <Table.Td ta="right">
        {code.maxUses === null ? code.uses : `${code.uses} / ${code.maxUses}`}
        {code.maxUsesPerCustomer !== null && (
          <Text size="xs" c="dimmed">
            {t('admin.pricing.promo.perCustomer', { count: code.maxUsesPerCustomer })}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{code.minOrderCents > 0 ? formatEuros(code.minOrderCents) : '—'}</Table.Td>
      <Table.Td>
        <RecordRowActions
          editLabel={t('admin.pricing.promo.editTitle', { code: code.code })}
          removeLabel={t('admin.pricing.promo.removeTitleFor', { code: code.code })}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      </Table.Td>
    </Table.Tr>
  );
}
