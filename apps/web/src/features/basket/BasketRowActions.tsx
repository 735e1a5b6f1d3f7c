import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDots, IconFileTypePdf, IconShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BasketItem, basketApi } from '../../api/basket.api.ts';
import { errorText } from '../../i18n/error-text.ts';

export interface BasketRowActionsProps {
  item: BasketItem;
  isDuplicating: boolean;
  onDuplicate: (item: BasketItem) => void;
  /** Absent when the app gives the page no share dialog. */
  onShare?: (item: BasketItem) => void;
  onDelete: (item: BasketItem) => void;
}

/**
 * A basket row's menu: the offer as a PDF, and My Projects' actions (duplicate; share and delete for
 * one's own projects, as My Projects offers them).
 */
export function BasketRowActions({
  item,
  isDuplicating,
  onDuplicate,
  onShare,
  onDelete,
}: BasketRowActionsProps) {
  const { t } = useTranslation();
  const [isDownloading, setIsDownloading] = useState(false);
  const handleDownload = async () => {
    setIsDownloading(true);
    try {
      await basketApi.downloadOffer(item.projectId);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('basket.downloadFailed'),
        message: errorText(error, t('errors.serverUnreachable')),
      });
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={isDownloading || isDuplicating}
          aria-label={t('basket.actionsNamed', { name: item.name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void handleDownload()}>
          {t('basket.downloadOffer')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => onDuplicate(item)}>
          {t('basket.duplicate')}
        </Menu.Item>
        {item.isOwn && onShare && (
          <Menu.Item leftSection={<IconShare size={16} />} onClick={() => onShare(item)}>
            {t('basket.share')}
          </Menu.Item>
        )}
        {item.isOwn && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(item)}>
            {t('basket.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
