import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';

interface DownloadMenuProps<K extends string> {
  /** The button that opens the menu; told while a download runs so it can show a spinner. */
  target: (isBusy: boolean) => ReactElement;
  options: { key: K; label: string }[];
  onDownload: (key: K) => Promise<void>;
}

/** A menu of download formats; a refused download shows the server's reason as a notification. */
export function DownloadMenu<K extends string>({ target, options, onDownload }: DownloadMenuProps<K>) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const handleSelect = async (key: K) => {
    setIsBusy(true);
    try {
      await onDownload(key);
    } catch (error) {
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError && error.status !== 0 ? error.message : t('errors.serverUnreachable'),
      });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target(isBusy)}</Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item key={option.key} onClick={() => void handleSelect(option.key)}>
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
