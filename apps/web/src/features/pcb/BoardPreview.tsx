import type { PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import {
  ActionIcon,
  Box,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMaximize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gerberPreviewQuery } from '../../api/pcb.api.ts';
import { type BoardSide, drawBoardSvg, svgDataUrl } from './board-drawing.ts';

const ZOOM_MIN = 1;
const ZOOM_MAX = 4;
const ZOOM_STEP = 0.5;

interface BoardPreviewProps {
  spec: PcbSpec;
  /** Addresses of the Gerber pictures once an analysis is done; null draws the board from the spec. */
  previews: { top: string; bottom: string } | null;
}

/** The board as it will look, top or bottom, in the chosen colours; enlarges in a dialog with a zoom. */
export function BoardPreview({ spec, previews }: BoardPreviewProps) {
  const { t } = useTranslation();
  const [side, setSide] = useState<BoardSide>('top');
  const [isEnlarged, setIsEnlarged] = useState(false);
  const picture = usePictureSource(spec, previews, side);
  const alt = t(`pcb.preview.alt.${side}`);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={600}>{t('pcb.preview.title')}</Text>
        <Group gap="xs" wrap="nowrap">
          <SideSwitch side={side} onChange={setSide} />
          <Tooltip label={t('pcb.preview.enlarge')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('pcb.preview.enlarge')}
              onClick={() => setIsEnlarged(true)}
            >
              <IconMaximize size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {/* The picture itself opens the enlarged view too: the natural thing to click. */}
      <UnstyledButton
        w="100%"
        h={220}
        aria-haspopup="dialog"
        // While the picture loads, the button has no picture (and its alt text) to be named by.
        aria-label={picture.src ? undefined : t('pcb.preview.enlarge')}
        onClick={() => setIsEnlarged(true)}
        style={{
          display: 'grid',
          placeItems: 'center',
          background: 'var(--mantine-color-gray-0)',
          borderRadius: 'var(--mantine-radius-sm)',
          cursor: 'zoom-in',
        }}
      >
        {picture.src ? (
          <img
            src={picture.src}
            alt={alt}
            style={{ maxWidth: '92%', maxHeight: 200, objectFit: 'contain' }}
          />
        ) : (
          <Loader size="sm" />
        )}
      </UnstyledButton>
      <Text size="xs" c="dimmed" mt={6}>
        {picture.isFailed
          ? t('pcb.preview.failed')
          : previews
            ? t('pcb.preview.fromGerbers')
            : t('pcb.preview.drawn')}
      </Text>
      <ZoomDialog
        opened={isEnlarged}
        onClose={() => setIsEnlarged(false)}
        src={picture.src}
        alt={alt}
        side={side}
        onSide={setSide}
      />
    </Paper>
  );
}

function SideSwitch({ side, onChange }: { side: BoardSide; onChange: (side: BoardSide) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('pcb.preview.side')}
      value={side}
      onChange={(value) => onChange(value as BoardSide)}
      data={[
        { value: 'top', label: t('pcb.preview.top') },
        { value: 'bottom', label: t('pcb.preview.bottom') },
      ]}
    />
  );
}

/**
 * The picture's address: the Gerber preview in the chosen colours when files were analysed (the previous
 * colours stay on screen while new ones load), else the drawing from the spec. A failed Gerber picture
 * falls back to the drawing.
 */
function usePictureSource(spec: PcbSpec, previews: BoardPreviewProps['previews'], side: BoardSide) {
  const url = previews?.[side] ?? '';
  const gerber = useQuery({
    ...gerberPreviewQuery(url, spec.solderMaskColor, spec.silkscreenColor),
    enabled: previews !== null,
    placeholderData: keepPreviousData,
  });
  const drawn = useMemo(() => svgDataUrl(drawBoardSvg(spec, side)), [spec, side]);
  if (!previews || gerber.isError) return { src: drawn, isFailed: gerber.isError };
  return { src: gerber.data ? svgDataUrl(gerber.data) : null, isFailed: false };
}

interface ZoomDialogProps {
  opened: boolean;
  onClose: () => void;
  src: string | null;
  alt: string;
  side: BoardSide;
  onSide: (side: BoardSide) => void;
}

/** The picture large, with a zoom from 1× to 4×; the area scrolls to pan. Full screen on a phone. */
function ZoomDialog({ opened, onClose, src, alt, side, onSide }: ZoomDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [zoom, setZoom] = useState(1);
  const change = (next: number) => setZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next)));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pcb.preview.title')}
      size="xl"
      fullScreen={isPhone}
      centered
    >
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SideSwitch side={side} onChange={onSide} />
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 200, maxWidth: 360 }}>
            <ActionIcon
              variant="default"
              aria-label={t('pcb.preview.zoomOut')}
              onClick={() => change(zoom - ZOOM_STEP)}
            >
              <IconZoomOut size={16} />
            </ActionIcon>
            <Slider
              style={{ flex: 1 }}
              min={ZOOM_MIN}
              max={ZOOM_MAX}
              step={ZOOM_STEP}
              value={zoom}
              onChange={change}
              label={(value) => `${value}×`}
              thumbLabel={t('pcb.preview.zoom')}
            />
            <ActionIcon
              variant="default"
              aria-label={t('pcb.preview.zoomIn')}
              onClick={() => change(zoom + ZOOM_STEP)}
            >
              <IconZoomIn size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Box
          style={{
            overflow: 'auto',
            height: isPhone ? 'calc(100dvh - 160px)' : '65vh',
            background: 'var(--mantine-color-gray-0)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          {src ? (
            <img
              src={src}
              alt={alt}
              style={{
                display: 'block',
                width: `${zoom * 100}%`,
                height: `${zoom * 100}%`,
                objectFit: 'contain',
                margin: '0 auto',
              }}
            />
          ) : (
            <Center h="100%">
              <Loader />
            </Center>
          )}
        </Box>
      </Stack>
    </Modal>
  );
}
