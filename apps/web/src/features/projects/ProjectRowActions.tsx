import type { ProjectInfo } from '@boardhouse/shared/projects';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconDownload, IconExternalLink, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bomApi } from '../../api/bom.api.ts';
import { DownloadMenu } from '../../components/DownloadMenu.tsx';
import { WIZARD_STEPS, wizardPath } from './wizard-steps.ts';

interface ProjectRowActionsProps {
  project: ProjectInfo;
  isOwn: boolean;
  isDuplicating: boolean;
  onDuplicate: () => void;
  onShare?: () => void;
  onDelete: () => void;
}

/** False only when the list row says so; a row without the flag lets the server answer the download. */
const isKnownWithoutBom = (project: ProjectInfo) => (project as { hasBom?: boolean }).hasBom === false;

/** A project row's actions: open, duplicate, share and delete (own projects), download the parsed BOM. */
export function ProjectRowActions({
  project,
  isOwn,
  isDuplicating,
  onDuplicate,
  onShare,
  onDelete,
}: ProjectRowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { name } = project;
  const step = Math.min(Math.max(project.wizardStep, 1), WIZARD_STEPS.length);
  const hasNoBom = isKnownWithoutBom(project);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('projects.open')}>
        {/* A button, not a link: the project's name is already the row's link. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => navigate(wizardPath(project.projectId, step))}
          aria-label={t('projects.openNamed', { name })}
        >
          <IconExternalLink size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('projects.duplicate')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('projects.duplicateNamed', { name })}
          loading={isDuplicating}
          onClick={onDuplicate}
        >
          <IconCopy size={18} />
        </ActionIcon>
      </Tooltip>
      {isOwn && onShare && (
        <Tooltip label={t('projects.share')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('projects.shareNamed', { name })}
            onClick={onShare}
          >
            <IconShare size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {hasNoBom ? (
        <Tooltip label={t('projects.noBom')}>
          {/* A disabled button fires no hover events; the wrapper carries the tooltip. */}
          <span>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled
              aria-label={t('projects.downloadBomNamed', { name })}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </span>
        </Tooltip>
      ) : (
        <DownloadMenu
          target={(isBusy) => (
            <Tooltip label={t('projects.downloadBom')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                loading={isBusy}
                aria-label={t('projects.downloadBomNamed', { name })}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          options={[
            { key: 'csv', label: t('projects.downloadCsv') },
            { key: 'xlsx', label: t('projects.downloadXlsx') },
          ]}
          onDownload={(format) => bomApi.download(project.projectId, format)}
        />
      )}
      {isOwn && (
        <Tooltip label={t('projects.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('projects.deleteNamed', { name })}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
