import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
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
import { IconAlertCircle, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { pcbDefaultsQuery, pcbDimensionsQuery } from '../../api/pcb.api.ts';
import {
  type ProductTemplate,
  productTemplateKeys,
  productTemplatesApi,
} from '../../api/product-templates.api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatMm, formatNumber } from '../../components/format.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { SpecFormProps } from '../pcb/PcbDefaultsPage.tsx';
import { errorText } from '../pricing/admin-errors.ts';
import { RecordRowActions, RemoveRecordDialog, useRecordEditing } from '../record-editing.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';

/** /admin/product-template: named starting points for Create Project (PCB spec, assembly, quantities). */
export default function ProductTemplatesPage({ SpecForm }: { SpecForm: ComponentType<SpecFormProps> }) {
  const { t } = useTranslation();
  const templates = useQuery({ queryKey: productTemplateKeys.admin, queryFn: productTemplatesApi.adminList });
  const defaults = useQuery(pcbDefaultsQuery());
  const limits = useQuery(pcbDimensionsQuery());
  const editing = useRecordEditing<ProductTemplate>({
    // The customers' list is refreshed too: it shares the key's start.
    queryKey: productTemplateKeys.all,
    removeRecord: productTemplatesApi.remove,
    removedMessage: t('admin.templates.removed'),
  });
  const failure = templates.error ?? defaults.error ?? limits.error;
  const list = templates.data?.templates ?? [];
  return (
    <>
      <PageHeader title={t('admin.productTemplate')} />
      <Stack maw={1100}>
        <Group justify="space-between" align="flex-start">
          <Text c="dimmed" maw={700}>
            {t('admin.templates.intro')}
          </Text>
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={!defaults.data || !limits.data}
            onClick={() => editing.setEditing({ record: null })}
          >
            {t('admin.templates.add')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {errorText(failure, t('errors.serverUnreachable'))}
          </Alert>
        )}
        {templates.isPending && <Skeleton height={200} radius="md" />}
        {templates.data && list.length === 0 && (
          <EmptyState
            icon={<IconTemplate size={28} />}
            title={t('admin.templates.emptyTitle')}
            description={t('admin.templates.emptyText')}
          />
        )}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.templates.name')}</Table.Th>
                  <Table.Th>{t('admin.templates.board')}</Table.Th>
                  <Table.Th>{t('admin.templates.quantities')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('catalog.common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((template) => (
                  <Table.Tr key={template.id}>
                    <Table.Td>
                      <Text fw={600}>{template.name}</Text>
                      {template.description && (
                        <Text size="xs" c="dimmed">
                          {template.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm">{boardSummary(template.pcbSpec, t)}</Text>
                        {template.assembly && (
                          <Badge size="xs" variant="light" color="teal">
                            {t('pages.createProject.assembled')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {template.quantities.map((quantity) => formatNumber(quantity)).join(', ')}
                    </Table.Td>
                    <Table.Td>
                      <RecordRowActions
                        editLabel={t('admin.templates.edit', { name: template.name })}
                        removeLabel={t('admin.templates.removeFor', { name: template.name })}
                        onEdit={() => editing.setEditing({ record: template })}
                        onRemove={() => editing.setRemoving(template)}
                      />
                    </Table.Td>
                  </Table.Tr>
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
            ? t('admin.templates.edit', { name: editing.editing.record.name })
            : t('admin.templates.add')
        }
        size="xl"
      >
        {editing.editing && defaults.data && limits.data && (
          <TemplateEditor
            template={editing.editing.record}
            defaults={defaults.data}
            limits={limits.data}
            SpecForm={SpecForm}
            onSaved={(saved) => editing.afterSave(t('admin.templates.saved', { name: saved.name }))}
          />
        )}
      </Modal>
      <RemoveRecordDialog
        editing={editing}
        title={t('admin.templates.removeTitle')}
        message={(template) => t('admin.templates.removeText', { name: template.name })}
      />
    </>
  );
}

function boardSummary(spec: PcbSpec, t: (key: string, options?: Record<string, unknown>) => string): string {
  return `${t('pages.createProject.layers', { count: spec.layers })} · ${formatNumber(spec.widthMm)} × ${formatMm(spec.heightMm)} · ${t(`pcb.option.surfaceFinish.${spec.surfaceFinish}`)}`;
}
