import type { BoardColour } from '@boardhouse/shared/pcb/pcb-spec';

/**
 * How each solder-mask and silkscreen colour looks on screen, for the swatches and the drawn board.
 * Mask colours are the slightly translucent tones of real lacquer over copper, not pure web colours.
 */
export const MASK_HEX: Record<BoardColour, string> = {
  green: '#1f7a3a',
  red: '#b3261e',
  yellow: '#d9b310',
  blue: '#1f4e9c',
  white: '#f1f1ee',
  black: '#202124',
  'matte-black': '#34363a',
  'matte-green': '#3f6e4a',
  // No mask: the bare laminate shows, a straw-coloured FR4.
  none: '#c9b27c',
};

export const SILK_HEX: Record<BoardColour, string> = {
  ...MASK_HEX,
  green: '#36b35a',
  white: '#ffffff',
  black: '#111111',
  none: 'transparent',
};

/** Whether the colour is so light that a swatch needs a visible border. */
export const isLightColour = (colour: BoardColour) =>
  colour === 'white' || colour === 'yellow' || colour === 'none';
