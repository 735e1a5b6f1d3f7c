import { PRICE_BREAKS_MAX } from '@boardhouse/shared/catalog/mpn-data';
import { ActionIcon, Button, Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type MpnFormValues, newPriceBreakRow } from './mpn-form.ts';

/** Quantity → unit price in EUR, one row per break, rising quantities. */
export function PriceBreaksEditor({ form }: { form: UseFormReturnType<MpnFormValues> }) {
  const { t } = useTranslation();
  const rows = form.values.priceBreaks;
  const handleAdd = () => {
    const last = rows.at(-1)?.quantity;
    // Suggest the next customary step (1 → 10 → 100 …) so a typical table takes few keystrokes.
    form.insertListItem('priceBreaks', newPriceBreakRow(typeof last === 'number' ? last * 10 : 1));
  };
  return (
    <Input.Wrapper
      label={t('catalog.mpnData.priceBreaks')}
      description={t('catalog.mpnData.priceBreaksHint')}
      error={form.errors.priceBreaks}
    >
      <Stack gap="xs" mt={6}>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('catalog.mpnData.noPriceBreaks')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <NumberInput
              label={index === 0 ? t('catalog.mpnData.breakQuantity') : undefined}
              aria-label={t('catalog.mpnData.breakQuantityNumbered', { number: index + 1 })}
              min={1}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              style={{ flex: 1 }}
              {...form.getInputProps(`priceBreaks.${index}.quantity`)}
            />
            <NumberInput
              label={index === 0 ? t('catalog.mpnData.breakPrice') : undefined}
              aria-label={t('catalog.mpnData.breakPriceNumbered', { number: index + 1 })}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              leftSection="€"
              style={{ flex: 1 }}
              {...form.getInputProps(`priceBreaks.${index}.price`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={index === 0 ? 26 : 4}
              aria-label={t('catalog.mpnData.removeBreak', { number: index + 1 })}
              onClick={() => form.removeListItem('priceBreaks', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={handleAdd}
            disabled={rows.length >= PRICE_BREAKS_MAX}
          >
            {t('catalog.mpnData.addBreak')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
