import type { PcbDimension } from '@boardhouse/shared/pcb/pcb-api';
import type { PcbField, PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { createContext, useContext } from 'react';
import type { FieldFindings } from './pcb-findings.ts';

/** What every field of the PCB form reads: the spec, how to change it, its findings and limits. */
export interface PcbFormState {
  spec: PcbSpec;
  setField: <F extends PcbField>(field: F, value: PcbSpec[F]) => void;
  byField: ReadonlyMap<string, FieldFindings>;
  isReadOnly: boolean;
  /** The administrator's ranges of the numeric fields. */
  dimensions: readonly PcbDimension[];
  /** Allowed values of list fields as the server lists them; the shared lists when absent. */
  options: Readonly<Record<string, readonly (string | number)[]>>;
}

const PcbFormContext = createContext<PcbFormState | null>(null);

export const PcbFormProvider = PcbFormContext.Provider;

/** The form state; the fields are only ever rendered inside PcbSpecForm, which provides it. */
export function usePcbForm(): PcbFormState {
  const state = useContext(PcbFormContext);
  if (!state) throw new Error('PCB form fields must be inside PcbSpecForm');
  return state;
}
