// Runs axe-core in the page (WCAG 2.1 A and AA rules) and keeps what would block a person: the
// serious and critical violations. axe is injected from the axe-core package itself, as a script.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { waitForQuietNetwork } from './network-quiet.ts';

/** The WCAG levels the portal promises: 2.0 and 2.1, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  /** Hash route or name of the view the finding was made on. */
  view: string;
  rule: string;
  impact: string;
  /** CSS selectors of each element, as axe names them. */
  targets: string[];
  help: string;
}

/** Waits until the page has loaded its data and its spinners and transitions are done. */
export async function waitForCalmPage(page: Page): Promise<void> {
  // Not 'networkidle': a signed-in page keeps its live-update stream open.
  await page.waitForLoadState('load');
  await waitForQuietNetwork(page);
  await page
    .locator('.mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  // Mantine's transitions (drawer, menus, fades) take 200 ms; half-faded text would read as low contrast.
  await page.waitForTimeout(300);
}

/** The serious and critical WCAG 2.1 A/AA violations on `page` as it is now. */
export async function findBlockingViolations(page: Page, view: string): Promise<Finding[]> {
  // A string, as the e2e project has no DOM types: it runs in the page, not here.
  const hasAxe = await page.evaluate<boolean>('typeof window.axe === "object"');
  if (!hasAxe) await page.addScriptTag({ content: axe.source });
  const options = JSON.stringify({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
  });
  const results = await page.evaluate<axe.AxeResults>(`window.axe.run(document, ${options})`);
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        view,
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: node.target.map((target) => JSON.stringify(target)),
        help: violation.help,
      })),
    );
}

/** One line per finding, readable in a failed test's output. */
export function describeFinding(finding: Finding): string {
  return `${finding.rule} (${finding.impact}) on ${finding.view}: ${finding.targets.join(' ')} — ${finding.help}`;
}

/** How many findings each rule has, most first: the summary printed at the end of a run. */
export function countByRule(findings: Finding[]): string {
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(finding.rule, (counts.get(finding.rule) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([rule, count]) => `${rule}: ${count}`)
    .join('\n');
}
