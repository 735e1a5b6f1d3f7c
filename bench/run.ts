// `npm run bench [-- login|account|bundle]`: measures the budgets of DESIGN.md section 7 that exist so far
// and writes them to docs/benchmarks.md (and bench/results/latest.json).
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backofficeScenario } from './backoffice-scenario.ts';
import { bomScenario } from './bom-scenario.ts';
import { bundleScenario } from './bundle-scenario.ts';
import { distributorsScenario } from './distributors-scenario.ts';
import { eventsScenario } from './events-scenario.ts';
import { gerberScenario } from './gerber-scenario.ts';
import { loadScenario } from './load-scenario.ts';
import { messagesScenario } from './messages-scenario.ts';
import { offersScenario } from './offers-scenario.ts';
import { orderListsScenario } from './order-lists-scenario.ts';
import { ordersScenario } from './orders-scenario.ts';
import { pcbCheckScenario } from './pcb-check-scenario.ts';
import { projectListScenario } from './projects-scenario.ts';
import { accountScenario, type Figure, loginScenario } from './scenarios.ts';
import { twoProcessFigures } from './two-process-load.ts';

const SCENARIOS = {
  login: loginScenario,
  account: accountScenario,
  projects: projectListScenario,
  bom: bomScenario,
  'pcb-check': pcbCheckScenario,
  gerber: gerberScenario,
  offers: offersScenario,
  orders: ordersScenario,
  backoffice: backofficeScenario,
  'order-lists': orderListsScenario,
  events: eventsScenario,
  messages: messagesScenario,
  distributors: distributorsScenario,
  bundle: bundleScenario,
  load: loadScenario,
  // The two-process part of `load` alone (it also runs within `load`).
  'load-processes': twoProcessFigures,
} as const;
type ScenarioName = keyof typeof SCENARIOS;

const requested = process.argv.slice(2).filter((arg): arg is ScenarioName => arg in SCENARIOS);
const names = requested.length
  ? requested
  : (Object.keys(SCENARIOS) as ScenarioName[]).filter((name) => name !== 'load-processes');

const figures: Figure[] = [];
for (const name of names) {
  console.log(`▶ ${name}`);
  const result = await SCENARIOS[name]();
  for (const figure of result)
    console.log(
      `  ${figure.isPass ? 'PASS' : 'FAIL'}  ${figure.name}: ${figure.value} (budget ${figure.budget})`,
    );
  figures.push(...result);
}

const cpu =
  readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1] ??
  os.cpus()[0]?.model ??
  'unknown';
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const section = [
  `## ${date} UTC — commit ${commit}`,
  '',
  `Machine: ${os.cpus().length} cores, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; Node ${process.version}. Command: \`npm run bench${requested.length ? ` -- ${requested.join(' ')}` : ''}\`.`,
  '',
  '| what | measured | budget | |',
  '|---|---|---|---|',
  ...figures.map(
    (figure) =>
      `| ${figure.name} | ${figure.value} | ${figure.budget} | ${figure.isPass ? 'PASS' : 'FAIL'} |`,
  ),
  '',
].join('\n');

const docPath = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const header =
  '# Benchmarks\n\nNewest first. Each section is one `npm run bench` (see bench/run.ts); the load generator runs in its own process.\n\n';
let previous = '';
try {
  previous = readFileSync(docPath, 'utf8').replace(/^# Benchmarks[\s\S]*?(?=^## )/m, '');
} catch {
  previous = '';
}
writeFileSync(docPath, `${header}${section}\n${previous.startsWith('## ') ? previous : ''}`);
mkdirSync(path.resolve(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.resolve(import.meta.dirname, 'results/latest.json'),
  JSON.stringify({ date, commit, figures }, null, 2),
);
console.log(`written to ${path.relative(process.cwd(), docPath)}`);
if (figures.some((figure) => !figure.isPass)) process.exitCode = 1;
