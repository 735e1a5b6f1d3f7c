import type { BoardColour, SurfaceFinish } from '@boardhouse/shared/pcb/pcb-spec';

/**
 * The previews are rendered once with CSS classes and a placeholder style; the colours of the
 * project's PCB spec go in when the picture is served, so changing the mask colour never re-renders.
 */
export const COLOUR_PLACEHOLDER = '/*boardhouse-colours*/';

const MASK: Record<BoardColour, string> = {
  green: '#1d6b3a',
  red: '#a4221d',
  yellow: '#d9b300',
  blue: '#1c4c8f',
  white: '#ececec',
  black: '#161616',
  'matte-black': '#2a2a2a',
  'matte-green': '#3c6a48',
  none: 'transparent',
};

const SILK: Record<BoardColour, string> = {
  ...MASK,
  white: '#f8f8f8',
  black: '#101010',
};

/** Exposed copper takes the colour of its surface finish. */
function finishColour(finish: SurfaceFinish | undefined): string {
  if (finish === 'ENIG' || finish === 'HARD_GOLD') return '#d4a94a';
  if (finish === 'OSP') return '#c07a45';
  return '#c9c9c9';
}

export interface PreviewColours {
  mask: BoardColour;
  silk: BoardColour;
  finish?: SurfaceFinish;
}

/** The style sheet that replaces the placeholder. */
export function colourStyle({ mask, silk, finish }: PreviewColours): string {
  return [
    '.bh-substrate{color:#b7a36a}',
    '.bh-copper{color:#b87333}',
    // The mask is a little translucent so traces show through it, as on a real board.
    `.bh-mask{color:${MASK[mask]};opacity:${mask === 'none' ? 0 : 0.86}}`,
    `.bh-finish{color:${finishColour(finish)}}`,
    `.bh-silk{color:${SILK[silk]};opacity:${silk === 'none' ? 0 : 1}}`,
    '.bh-hole{color:#202020}',
  ].join('');
}

export function applyColours(svg: string, colours: PreviewColours): string {
  return svg.replace(COLOUR_PLACEHOLDER, colourStyle(colours));
}
