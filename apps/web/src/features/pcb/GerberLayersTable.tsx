import {
  GERBER_LAYER_SIDES,
  GERBER_LAYER_TYPES,
  type GerberLayer,
  type GerberLayerSide,
  type GerberLayerType,
} from '@boardhouse/shared/pcb/gerbers';
import { Select, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** No side: the value a drill file or a drawing has. */
const NO_SIDE = '';

interface GerberLayersTableProps {
  layers: readonly GerberLayer[];
  canEdit: boolean;
  isSaving: boolean;
  onChange: (layers: GerberLayer[]) => void;
}

/**
 * The files of the upload with the layer the analysis took each for. Identification goes by file name
 * and content and can be wrong (a "bottom paste" taken for copper): the customer corrects type and side
 * here, and the server measures again.
 */
export function GerberLayersTable({ layers, canEdit, isSaving, onChange }: GerberLayersTableProps) {
  const { t } = useTranslation();
  const typeData = GERBER_LAYER_TYPES.map((type) => ({ value: type, label: t(`pcb.gerber.type.${type}`) }));
  const sideData = [
    { value: NO_SIDE, label: t('pcb.gerber.side.none') },
    ...GERBER_LAYER_SIDES.map((side) => ({ value: side, label: t(`pcb.gerber.side.${side}`) })),
  ];
  const change = (index: number, patch: Partial<GerberLayer>) =>
    onChange(layers.map((layer, at) => (at === index ? { ...layer, ...patch } : layer)));
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={6} striped aria-label={t('pcb.gerber.layersTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pcb.gerber.file')}</Table.Th>
            <Table.Th w={150}>{t('pcb.gerber.layerType')}</Table.Th>
            <Table.Th w={130}>{t('pcb.gerber.layerSide')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {layers.map((layer, index) => (
            <Table.Tr key={layer.fileName}>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {layer.fileName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  aria-label={t('pcb.gerber.typeOf', { name: layer.fileName })}
                  data={typeData}
                  value={layer.type}
                  allowDeselect={false}
                  disabled={!canEdit || isSaving}
                  onChange={(value) => value && change(index, { type: value as GerberLayerType })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  aria-label={t('pcb.gerber.sideOf', { name: layer.fileName })}
                  data={sideData}
                  value={layer.side ?? NO_SIDE}
                  allowDeselect={false}
                  disabled={!canEdit || isSaving}
                  onChange={(value) => change(index, { side: value ? (value as GerberLayerSide) : null })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
