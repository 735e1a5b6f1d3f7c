import { Alert, Button, List, Text } from '@mantine/core';
import { IconClipboardCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewNote } from '../../api/offers.api.ts';
import { useServerText } from '../../i18n/server-text.ts';
import {
  foldNotes,
  NOTES_SHOWN,
  noteKey,
  PRICE_REVIEW_NOTES,
  STOCK_REVIEW_NOTES,
  splitReviewNotes,
} from './review-notes.ts';

/**
 * The offer set's review notes in the reader's language: what the customer should know, then what
 * staff will check, the latter folded after a few with a button that lists them all (and folds them
 * again).
 */
export function ReviewNotes({ notes }: { notes: readonly ReviewNote[] }) {
  const { t } = useTranslation();
  const say = useServerText();
  const [isOpen, setOpen] = useState(false);
  const { customer, staff } = splitReviewNotes(notes);
  const hasPriceNotes = staff.some((note) => PRICE_REVIEW_NOTES.has(note.code));
  const { shown, folded } = foldNotes(staff, isOpen);
  return (
    <>
      {customer.length > 0 && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          <List size="sm" spacing={2}>
            {customer.map((note) => (
              <List.Item key={noteKey(note)}>{say(note.text, note.message)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {staff.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconClipboardCheck size={18} />}
          title={t(hasPriceNotes ? 'offers.review.title' : 'offers.review.stockTitle')}
        >
          {hasPriceNotes && <Text size="sm">{t('offers.review.text')}</Text>}
          {staff.some((note) => STOCK_REVIEW_NOTES.has(note.code)) && (
            <Text size="sm">{t('offers.review.stockText')}</Text>
          )}
          <List size="sm" mt="xs" spacing={2} data-testid="review-notes">
            {shown.map((note) => (
              <List.Item key={noteKey(note)}>{say(note.text, note.message)}</List.Item>
            ))}
          </List>
          {staff.length > NOTES_SHOWN && (
            <Button
              variant="subtle"
              size="compact-xs"
              mt={4}
              aria-expanded={isOpen}
              onClick={() => setOpen((open) => !open)}
            >
              {isOpen ? t('offers.review.fewer') : t('offers.review.more', { count: folded })}
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}
