import type { PcbFinding } from '@boardhouse/shared/pcb/pcb-spec';
import { describe, expect, it } from 'vitest';
import { countErrors, groupByField, mergeFindings } from './pcb-findings.ts';

const finding = (field: string, code: string, severity: PcbFinding['severity'] = 'error'): PcbFinding => ({
  field,
  code,
  severity,
  message: `${field} ${code}`,
});

describe('mergeFindings', () => {
  const local = [
    finding('minDrillMm', 'PCB.DRILL_ASPECT_RATIO'),
    finding('edgePlating', 'PCB.EDGE_PLATING_REVIEW', 'warning'),
  ];

  it('shows the local findings until the server has answered for this spec', () => {
    expect(mergeFindings(local, undefined)).toEqual(local);
  });

  it('takes the server answer as the authority once it is current', () => {
    const server = [finding('widthMm', 'PCB.OUT_OF_RANGE')];
    expect(mergeFindings(local, server)).toEqual(server);
    expect(mergeFindings(local, [])).toEqual([]);
  });

  it('never shows the same finding twice', () => {
    const twice = finding('layers', 'PCB.LAYERS_NOT_FOR_MATERIAL');
    expect(mergeFindings([], [twice, { ...twice }])).toHaveLength(1);
  });
});

describe('groupByField', () => {
  it('groups by field with the worst severity and errors first', () => {
    const groups = groupByField([
      finding('impedanceControl', 'PCB.IMPEDANCE_REVIEW', 'warning'),
      finding('impedanceControl', 'PCB.IMPEDANCE_NEEDS_LAYERS'),
      finding('castellatedHoles', 'PCB.CASTELLATED_REVIEW', 'warning'),
    ]);
    expect(groups.get('impedanceControl')?.severity).toBe('error');
    expect(groups.get('impedanceControl')?.findings.map((item) => item.code)).toEqual([
      'PCB.IMPEDANCE_NEEDS_LAYERS',
      'PCB.IMPEDANCE_REVIEW',
    ]);
    expect(groups.get('castellatedHoles')?.severity).toBe('warning');
    expect(groups.has('widthMm')).toBe(false);
  });

  it('counts the errors only', () => {
    expect(countErrors([finding('a', 'X'), finding('b', 'Y', 'warning'), finding('c', 'Z')])).toBe(2);
  });
});
