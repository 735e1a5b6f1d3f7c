import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's colours with shades 6–9 darkened, same hue, so that what is written in them reads at
 * 4.5:1 or more (WCAG 2.1 AA): shade 6 is filled buttons (white text), links and coloured text on
 * white, grey and its own shade 1; shade 9 is the text of light badges, alerts and buttons on shades
 * 1 and 2. Shades 0–5 (backgrounds) stay as they were. Ratios: docs/decisions/015-accessibility-gate.md.
 */
const DARKER_SHADES = {
  teal: ['#0c7958', '#086f50', '#06694b', '#066045'],
  orange: ['#ac4f01', '#a54505', '#9d3c08', '#99330b'],
  yellow: ['#8c6303', '#875800', '#854e00', '#834400'],
  red: ['#c92a2a', '#b72525', '#a82020', '#9a1c1c'],
  green: ['#287a37', '#237030', '#1f692d', '#1e612c'],
  blue: ['#146ab4', '#1665ab', '#155da0', '#155795'],
  indigo: ['#364fc7', '#3148b5', '#2c41a6', '#283b96'],
} as const;

/** Grey 6 is Mantine's "dimmed" text: #868e96 read at 3.3:1 on white. */
const DIMMED_GREY = '#60676e';

const withDarkerShades = (name: keyof typeof DARKER_SHADES): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 6), ...DARKER_SHADES[name]] as unknown as MantineColorsTuple;

const grey = DEFAULT_THEME.colors.gray;

export const ACCESSIBLE_COLORS: Record<keyof typeof DARKER_SHADES | 'gray', MantineColorsTuple> = {
  teal: withDarkerShades('teal'),
  orange: withDarkerShades('orange'),
  yellow: withDarkerShades('yellow'),
  red: withDarkerShades('red'),
  green: withDarkerShades('green'),
  blue: withDarkerShades('blue'),
  indigo: withDarkerShades('indigo'),
  gray: [...grey.slice(0, 6), DIMMED_GREY, ...grey.slice(7)] as unknown as MantineColorsTuple,
};
