import type { PcbCheckSeverity, PcbFinding } from '@boardhouse/shared/pcb/pcb-spec';

/** What the form shows next to one field: its worst severity and every finding about it. */
export interface FieldFindings {
  severity: PcbCheckSeverity;
  findings: PcbFinding[];
}

const sameFinding = (a: PcbFinding, b: PcbFinding) => a.field === b.field && a.code === b.code;

/**
 * The findings to show for the spec on screen. The local check answers at once; the server's answer is
 * the authority, so once it has answered for exactly this spec its list wins, and local findings it does
 * not repeat are dropped (the server may know ranges or rules the browser does not).
 * `server` is undefined while no answer for the current spec has arrived.
 */
export function mergeFindings(
  local: readonly PcbFinding[],
  server: readonly PcbFinding[] | undefined,
): PcbFinding[] {
  if (server === undefined) return [...local];
  const merged = [...server];
  // Keep the server's order (the form's order), but never show a finding twice.
  return merged.filter(
    (finding, index) => merged.findIndex((other) => sameFinding(other, finding)) === index,
  );
}

/** Findings grouped by the field they are about, errors first. */
export function groupByField(findings: readonly PcbFinding[]): Map<string, FieldFindings> {
  const groups = new Map<string, FieldFindings>();
  for (const finding of findings) {
    const group = groups.get(finding.field);
    if (!group) groups.set(finding.field, { severity: finding.severity, findings: [finding] });
    else {
      group.findings.push(finding);
      if (finding.severity === 'error') group.severity = 'error';
    }
  }
  for (const group of groups.values()) {
    group.findings.sort((a, b) => Number(b.severity === 'error') - Number(a.severity === 'error'));
  }
  return groups;
}

export const countErrors = (findings: readonly PcbFinding[]) =>
  findings.filter((finding) => finding.severity === 'error').length;
