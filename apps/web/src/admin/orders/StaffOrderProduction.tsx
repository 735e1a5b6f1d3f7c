import type { BoardColour } from '@boardhouse/shared/pcb/pcb-spec';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconDotsVertical, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOrderResponse } from '../../api/order-actions.api.ts';
import {
  orderLineEditsApi,
  type ProductionBomLine,
  type PurchasingState,
} from '../../api/order-line-edits.api.ts';
import { gerberPreviewQuery } from '../../api/pcb.api.ts';
import { fact } from '../../components/fact.tsx';
import { errorText } from '../pricing/admin-errors.ts';
import { type LineEditMode, StaffBomLineDialog } from './StaffBomLineDialog.tsx';

const K = 'admin.staffOrder.production';

/** One colour per purchasing state: red and orange need staff, teal is done, grey needs nothing. */
const PURCHASING_COLOURS: Record<PurchasingState, string> = {
  IN_STOCK: 'teal',
  SHORT: 'red',
  ON_REQUEST: 'orange',
  UNKNOWN: 'yellow',
  CUSTOMER_SUPPLIED: 'blue',
  NOT_PLACED: 'gray',
};

/** What production works from on the staff order page: the bare board, the BOM, the placement file. */
export function StaffOrderProduction({ order }: { order: StaffOrderResponse }) {
  return (
    <Stack gap="md">
      <BareBoard order={order} />
      <BomCard order={order} />
      <PlacementCard order={order} />
    </Stack>
  );
}

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

type Spec = Record<string, unknown>;

/** The spec's facts production asks for first, as short texts; a fact the spec lacks is left out. */
function specFacts(spec: Spec, t: (key: string, options?: Record<string, unknown>) => string) {
  const option = (group: string, value: unknown) =>
    t(`pcb.option.${group}.${String(value)}`, { defaultValue: String(value) });
  const label = (field: string) => t(`pcb.field.${field}.label`);
  const has = (field: string) => spec[field] !== undefined && spec[field] !== null;
  const facts: [string, string][] = [];
  const add = (name: string, value: string, when = true) => {
    if (when) facts.push([name, value]);
  };
  add(
    label('boardType'),
    spec.boardType === 'panel'
      ? `${option('boardType', 'panel')} ${spec.panelX}×${spec.panelY}`
      : option('boardType', spec.boardType),
    has('boardType'),
  );
  add(t(`${K}.size`), `${spec.widthMm} × ${spec.heightMm} mm`, has('widthMm') && has('heightMm'));
  add(label('layers'), String(spec.layers), has('layers'));
  add(label('material'), option('material', spec.material), has('material'));
  add(label('thicknessMm'), `${spec.thicknessMm} mm`, has('thicknessMm'));
  add(label('outerCopperOz'), `${spec.outerCopperOz} oz`, has('outerCopperOz'));
  add(label('innerCopperOz'), `${spec.innerCopperOz} oz`, has('innerCopperOz') && Number(spec.layers) > 2);
  add(label('surfaceFinish'), option('surfaceFinish', spec.surfaceFinish), has('surfaceFinish'));
  add(label('solderMaskColor'), option('colour', spec.solderMaskColor), has('solderMaskColor'));
  add(label('silkscreenColor'), option('colour', spec.silkscreenColor), has('silkscreenColor'));
  add(
    label('minTrackSpacingMil'),
    `${spec.minTrackSpacingMil}/${spec.minTrackSpacingMil} mil`,
    has('minTrackSpacingMil'),
  );
  add(label('minDrillMm'), `${spec.minDrillMm} mm`, has('minDrillMm'));
  add(label('viaTreatment'), option('viaTreatment', spec.viaTreatment), has('viaTreatment'));
  const extras = [
    'impedanceControl',
    'blindBuriedVias',
    'castellatedHoles',
    'edgePlating',
    'goldFingers',
    'goldFingerBevel',
    'ulMarking',
    'electricalTest',
  ].filter((field) => spec[field] === true);
  add(t(`${K}.extras`), extras.length ? extras.map(label).join(', ') : t(`${K}.none`));
  return facts;
}

function BareBoard({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const { pcbSpec, gerbers } = order.production;
  return (
    <Section title={t(`${K}.bareBoard`)}>
      <Stack gap="md">
        {pcbSpec ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" verticalSpacing="xs">
            {specFacts(pcbSpec, t).map(([name, value]) => (
              <div key={name}>{fact(name, value)}</div>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`${K}.noSpec`)}
          </Text>
        )}
        {!gerbers ? (
          <Text size="sm" c="dimmed">
            {t(`${K}.noGerbers`)}
          </Text>
        ) : gerbers.status !== 'done' ? (
          <Text size="sm" c="dimmed">
            {t(`${K}.gerbersNotReady`, { status: gerbers.status, files: gerbers.fileCount })}
          </Text>
        ) : (
          <GerberPictures projectKey={order.projectId} spec={pcbSpec ?? {}} fileCount={gerbers.fileCount} />
        )}
      </Stack>
    </Section>
  );
}

/** Both sides of the board as the Gerber analysis drew them, in the ordered colours. */
function GerberPictures({
  projectKey,
  spec,
  fileCount,
}: {
  projectKey: string;
  spec: Spec;
  fileCount: number;
}) {
  const { t } = useTranslation();
  const base = `/rest/project/pcb/${encodeURIComponent(projectKey)}/gerbers/preview`;
  const mask = (spec.solderMaskColor ?? 'green') as BoardColour;
  const silk = (spec.silkscreenColor ?? 'white') as BoardColour;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t(`${K}.gerbers`, { count: fileCount })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['top', 'bottom'] as const).map((side) => (
          <GerberPicture
            key={side}
            url={`${base}/${side}.svg`}
            mask={mask}
            silk={silk}
            alt={t(`${K}.side.${side}`)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function GerberPicture(props: { url: string; mask: BoardColour; silk: BoardColour; alt: string }) {
  const { t } = useTranslation();
  const picture = useQuery(gerberPreviewQuery(props.url, props.mask, props.silk));
  return (
    <Stack gap={4} align="center">
      {picture.isPending ? (
        <Skeleton height={180} radius="sm" role="status" aria-label={t(`${K}.previewLoading`)} />
      ) : picture.isError ? (
        <Text size="sm" c="red" h={180}>
          {t(`${K}.previewFailed`)}
        </Text>
      ) : (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.data)}`}
          alt={props.alt}
          style={{ width: '100%', maxHeight: 220, objectFit: 'contain' }}
        />
      )}
      <Text size="xs" c="dimmed">
        {props.alt}
      </Text>
    </Stack>
  );
}

function BomCard({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ line: ProductionBomLine; mode: LineEditMode } | null>(null);
  const lines = order.production.bomLines;
  const counts = new Map<PurchasingState, number>();
  for (const line of lines) counts.set(line.purchasing, (counts.get(line.purchasing) ?? 0) + 1);
  return (
    <Section title={t(`${K}.bom`)}>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${K}.noBom`)}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs" role="group" aria-label={t(`${K}.purchasingSummary`)}>
            {[...counts].map(([state, count]) => (
              <Badge key={state} variant="light" color={PURCHASING_COLOURS[state]} tt="none">
                {t(`${K}.purchasing.${state}`)}: {count}
              </Badge>
            ))}
          </Group>
          <Table.ScrollContainer minWidth={1080}>
            <Table striped fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  {[
                    'line',
                    'designators',
                    'perBoard',
                    'needed',
                    'mpn',
                    'manufacturer',
                    'package',
                    'mounting',
                    'stock',
                    'purchasingTitle',
                  ].map((column) => (
                    <Table.Th key={column}>{t(`${K}.columns.${column}`)}</Table.Th>
                  ))}
                  <Table.Th>
                    <VisuallyHidden>{t(`${K}.columns.actions`)}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <BomRow key={line.lineNo} line={line} onEdit={(mode) => setEditing({ line, mode })} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <StaffBomLineDialog orderId={order.orderId} editing={editing} onClose={() => setEditing(null)} />
    </Section>
  );
}

function BomRow({ line, onEdit }: { line: ProductionBomLine; onEdit: (mode: LineEditMode) => void }) {
  const { t } = useTranslation();
  const dash = '—';
  return (
    <Table.Tr>
      <Table.Td>{line.lineNo}</Table.Td>
      <Table.Td style={{ maxWidth: 180, overflowWrap: 'anywhere' }}>
        {line.designators.join(', ') || dash}
      </Table.Td>
      <Table.Td ta="right">{line.quantityPerBoard}</Table.Td>
      <Table.Td ta="right">{line.partsNeeded.toLocaleString()}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {line.mpn ?? (
          <Text span size="sm" c="dimmed">
            {line.description ?? dash}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{line.manufacturer ?? dash}</Table.Td>
      <Table.Td>{line.package ?? dash}</Table.Td>
      <Table.Td>{line.mountingStyle ?? dash}</Table.Td>
      <Table.Td ta="right">{line.stock === null ? dash : line.stock.toLocaleString()}</Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={PURCHASING_COLOURS[line.purchasing]}
          tt="none"
          style={{ overflow: 'visible' }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {t(`${K}.purchasing.${line.purchasing}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t(`${K}.lineActions`, { line: line.lineNo })}>
              <IconDotsVertical size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onEdit('package')}>{t(`${K}.changePackage`)}</Menu.Item>
            <Menu.Item onClick={() => onEdit('mounting')}>{t(`${K}.changeMounting`)}</Menu.Item>
            <Menu.Item onClick={() => onEdit('record')}>{t(`${K}.linkRecord`)}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

function PlacementCard({ order }: { order: StaffOrderResponse }) {
  const { t } = useTranslation();
  const placements = order.production.placements;
  const fileName = placements?.fileName ?? `${order.orderKey}-placements.csv`;
  const download = useMutation({
    mutationFn: () => orderLineEditsApi.downloadPlacements(order.orderId, fileName),
  });
  return (
    <Section
      title={t(`${K}.placements`)}
      actions={
        placements?.fileName && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t(`${K}.download`)}
          </Button>
        )
      }
    >
      {placements ? (
        <Group gap="xl" wrap="wrap">
          {fact(t(`${K}.fileName`), placements.fileName ?? t(`${K}.noFile`))}
          {fact(t(`${K}.placementCount`), placements.count.toLocaleString())}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t(`${K}.noPlacements`)}
        </Text>
      )}
      {download.isError && (
        <Alert mt="sm" color="red" icon={<IconAlertTriangle size={18} />}>
          {errorText(download.error, t('errors.serverUnreachable'))}
        </Alert>
      )}
    </Section>
  );
}
