import type { PcbDimension } from '@boardhouse/shared/pcb/pcb-api';
import { checkPcbSpec, type MeasuredBoard } from '@boardhouse/shared/pcb/pcb-check';
import type { PcbFinding, PcbSpec } from '@boardhouse/shared/pcb/pcb-spec';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pcbApi, pcbKeys } from '../../api/pcb.api.ts';
import { mergeFindings } from './pcb-findings.ts';

/** Ask the server once typing pauses, not on every keystroke. */
export const CHECK_DEBOUNCE_MS = 400;

export interface PcbCheckState {
  findings: PcbFinding[];
  /** True while the server's verdict on the spec on screen is still to come. */
  isChecking: boolean;
}

/**
 * Findings for the spec on screen: the shared rules run in the browser on every change (instant), and the
 * server's pcb-check, asked ~400 ms after the last change, replaces them once it answers for that spec.
 * Without a project (the admin defaults page) only the local rules run. `measured` is the project's
 * analysed Gerber outline: the spec's size is compared with it, and a new analysis asks the server again.
 */
export function usePcbCheck(
  projectId: string | null,
  spec: PcbSpec,
  dimensions: readonly PcbDimension[],
  measured: MeasuredBoard | null = null,
): PcbCheckState {
  const local = useMemo(() => checkPcbSpec(spec, dimensions, measured), [spec, dimensions, measured]);
  const [debounced] = useDebouncedValue(spec, CHECK_DEBOUNCE_MS);
  const server = useQuery({
    queryKey: [...pcbKeys.check(projectId ?? '', debounced), measured?.outline ?? null],
    queryFn: ({ signal }) => pcbApi.check(projectId ?? '', debounced, signal),
    enabled: projectId !== null,
    staleTime: 60_000,
  });
  // An answer about an older spec says nothing about this one: use the local findings until it catches up.
  const isCurrent = debounced === spec && server.data !== undefined && !server.isError;
  return {
    findings: mergeFindings(local, isCurrent ? server.data?.findings : undefined),
    isChecking: projectId !== null && (debounced !== spec || server.isFetching),
  };
}
