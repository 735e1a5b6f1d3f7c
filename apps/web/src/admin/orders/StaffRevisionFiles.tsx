import type { OrderEditView } from '@boardhouse/shared/orders/order-edits-api';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOrderResponse } from '../../api/order-actions.api.ts';
import { type RevisionFile, reworkApi } from '../../api/order-rework.api.ts';

/** What a `files-revision` edit keeps of a revision: its number and the files it named. */
interface RevisionSide {
  revision?: number;
  files?: {
    gerbers?: unknown;
    bom?: { file?: unknown };
    placements?: { file?: unknown };
  };
}

const FILES: readonly RevisionFile[] = ['gerbers', 'bom', 'placements'];

const hasFile = (side: RevisionSide, file: RevisionFile) =>
  file === 'gerbers' ? Boolean(side.files?.gerbers) : Boolean(side.files?.[file]?.file);

/**
 * The files of both revisions a customer's resubmission links (the one replaced and the one sent),
 * each as a download: what was ordered stays available after the customer corrected it.
 */
export function StaffRevisionFiles({ order, edit }: { order: StaffOrderResponse; edit: OrderEditView }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const sides = [edit.before, edit.after] as RevisionSide[];
  const download = async (revision: number, file: RevisionFile) => {
    setBusy(`${revision}-${file}`);
    try {
      await reworkApi.revisionFile(order.orderId, order.orderKey, revision, file);
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {sides.map((side) =>
        side.revision === undefined ? null : (
          <Group key={side.revision} gap={4} wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('admin.staffOrder.revisions.revision', { revision: side.revision })}
            </Text>
            {FILES.filter((file) => hasFile(side, file)).map((file) => (
              <Button
                key={file}
                size="compact-xs"
                variant="subtle"
                leftSection={<IconDownload size={12} />}
                loading={busy === `${side.revision}-${file}`}
                onClick={() => void download(side.revision ?? 1, file)}
              >
                {t(`admin.staffOrder.revisions.files.${file}`)}
              </Button>
            ))}
          </Group>
        ),
      )}
    </>
  );
}
