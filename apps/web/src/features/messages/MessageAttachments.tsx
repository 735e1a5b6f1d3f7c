import type { MessageAttachment } from '@boardhouse/shared/messages/messages-api';
import { Anchor, Button, Group, Image, Modal, Skeleton, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesApi } from '../../api/messages.api.ts';
import { formatFileSize } from './attachment-rules.ts';

/** An attachment's file as an object URL, fetched with the token; released when no longer shown. */
function useAttachmentUrl(attachmentId: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let isCurrent = true;
    messagesApi
      .blob(attachmentId)
      .then((blob) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attachmentId]);
  return url;
}

function ImageThumbnail({ attachment }: { attachment: MessageAttachment }) {
  const { t } = useTranslation();
  const url = useAttachmentUrl(attachment.id);
  const [isOpen, setOpen] = useState(false);
  if (!url) return <Skeleton w={120} h={90} radius="sm" aria-label={attachment.fileName} />;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('messages.openImage', { name: attachment.fileName })}
      >
        <Image src={url} alt={attachment.fileName} w={120} h={90} fit="cover" radius="sm" />
      </Anchor>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={attachment.fileName} size="xl" centered>
        <Image src={url} alt={attachment.fileName} fit="contain" mah="75vh" />
        <Group justify="flex-end" mt="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => void messagesApi.download(attachment.id, attachment.fileName)}
          >
            {t('messages.download')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** A file that is no image (a PDF): a chip that downloads it. */
export function FileChip({
  name,
  sizeBytes,
  onClick,
}: {
  name: string;
  sizeBytes: number;
  onClick?: () => void;
}) {
  const isPdf = name.toLowerCase().endsWith('.pdf');
  const Icon = isPdf ? IconFileTypePdf : IconPhoto;
  return (
    <Button
      variant="default"
      size="xs"
      radius="xl"
      leftSection={<Icon size={16} />}
      rightSection={onClick ? <IconDownload size={14} /> : undefined}
      onClick={onClick}
      maw="100%"
    >
      <Text span size="xs" truncate maw={200}>
        {name}
      </Text>
      <Text span size="xs" c="dimmed" ml={6}>
        {formatFileSize(sizeBytes)}
      </Text>
    </Button>
  );
}

/** A message's files: images as thumbnails (click to enlarge), others as download chips. */
export function MessageAttachments({ attachments }: { attachments: MessageAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {attachments.map((attachment) =>
        attachment.contentType.startsWith('image/') ? (
          <ImageThumbnail key={attachment.id} attachment={attachment} />
        ) : (
          <FileChip
            key={attachment.id}
            name={attachment.fileName}
            sizeBytes={attachment.sizeBytes}
            onClick={() => void messagesApi.download(attachment.id, attachment.fileName)}
          />
        ),
      )}
    </Group>
  );
}
