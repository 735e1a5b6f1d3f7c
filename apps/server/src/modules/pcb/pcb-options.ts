import { PCB_PARAMETERS } from '@boardhouse/shared/pcb/parameters';
import type { PcbDimensionsResponse } from '@boardhouse/shared/pcb/pcb-api';

/**
 * Every list-valued field of PcbSpec → its choices in display order (the `options` of
 * getPcbDimensions), taken from the shared parameters so the form and this answer cannot drift apart.
 */
export const PCB_OPTIONS: PcbDimensionsResponse['options'] = Object.fromEntries(
  PCB_PARAMETERS.flatMap((parameter) =>
    parameter.options ? [[parameter.field, [...parameter.options]]] : [],
  ),
);
