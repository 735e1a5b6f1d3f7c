import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ShippingAddress,
  shippingAddressesApi,
  shippingAddressKeys,
} from '../../api/shipping-addresses.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorMessageOf } from './error-message.ts';
import { AddressLines } from './OrderAddressesCard.tsx';
import { ShippingAddressModal } from './ShippingAddressModal.tsx';

interface ShippingAddressPickerProps {
  addresses: ShippingAddress[] | undefined;
  isError: boolean;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  defaultCountry: string | null;
  /** No saved address and no street, postal code and city on the profile: one must be added. */
  isAddressNeeded: boolean;
}

/** Where the parcels go: one of the saved addresses, a new one, or (with none saved) the billing address. */
export function ShippingAddressPicker({
  addresses,
  isError,
  onRetry,
  selectedId,
  onSelect,
  defaultCountry,
  isAddressNeeded,
}: ShippingAddressPickerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ address: ShippingAddress | null } | null>(null);
  const [toDelete, setToDelete] = useState<ShippingAddress | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => shippingAddressesApi.remove(id),
    onSuccess: async () => {
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: shippingAddressKeys.all });
      notifications.show({ color: 'teal', message: t('checkout.shipping.deleted') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorMessageOf(error, t('errors.serverUnreachable')) }),
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="shipping-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="shipping-title">
            {t('checkout.shipping.title')}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ address: null })}
          >
            {t('checkout.shipping.add')}
          </Button>
        </Group>
        {isError && (
          <Alert
            color="yellow"
            icon={<IconAlertCircle size={18} />}
            title={t('checkout.shipping.loadFailed')}
          >
            <Button size="xs" variant="light" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {!addresses && !isError && <Skeleton height={72} />}
        {addresses && addresses.length === 0 && !isAddressNeeded && (
          <Text size="sm" c="dimmed">
            {t('checkout.shipping.none')}
          </Text>
        )}
        {addresses && addresses.length === 0 && isAddressNeeded && (
          <Alert color="orange" icon={<IconAlertCircle size={18} />}>
            {t('checkout.shipping.needed')}
          </Alert>
        )}
        {addresses && addresses.length > 0 && (
          <Radio.Group
            value={selectedId === null ? null : String(selectedId)}
            onChange={(value) => onSelect(Number(value))}
            aria-labelledby="shipping-title"
          >
            <Stack gap="xs">
              {addresses.map((address) => (
                <Card key={address.id} withBorder radius="sm" padding="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Radio
                      value={String(address.id)}
                      label={
                        <Stack gap={4}>
                          <AddressLines address={address} />
                          {address.isDefault && (
                            <Badge size="xs" variant="light" styles={{ root: { textTransform: 'none' } }}>
                              {t('checkout.shipping.default')}
                            </Badge>
                          )}
                        </Stack>
                      }
                    />
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('checkout.shipping.editNamed', { name: address.name })}
                        onClick={() => setEditing({ address })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('checkout.shipping.deleteNamed', { name: address.name })}
                        onClick={() => setToDelete(address)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
      <ShippingAddressModal
        opened={editing !== null}
        address={editing?.address ?? null}
        defaultCountry={defaultCountry}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          onSelect(saved.id);
        }}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        isDanger
        isBusy={remove.isPending}
        message={t('checkout.shipping.deleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('checkout.shipping.delete')}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
