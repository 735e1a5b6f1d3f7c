// Mutation testing of the pure code that decides money: what a payment answer does to an order, which
// order changes are allowed, the provider's notification signature, how much may be refunded and how a
// refund splits into net and VAT, and the pricing engine. `npm run mutate:money` (by hand, not in CI).
// MUTATE_MONEY=payments or MUTATE_MONEY=pricing runs one half, MUTATE_MONEY=pricing-all the whole pricing
// folder. Results: docs/mutation-testing.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Tests find the shared fixtures beside the repository; the sandbox copy sits deeper, so say where.
process.env.SHARED_DIR ??= path.resolve(import.meta.dirname, '../shared');

/**
 * `file:start-end` of one exported function, found afresh on every run so edits elsewhere in the file
 * cannot shift the range: from its `export function name(` line to the first `}` at column 0.
 */
function functionLines(file, name) {
  const lines = readFileSync(path.resolve(import.meta.dirname, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith(`export function ${name}(`));
  const end = lines.findIndex((line, index) => index > start && line === '}');
  if (start < 0 || end < 0) throw new Error(`${name} is not found in ${file}`);
  return `${file}:${start + 1}-${end + 1}`;
}

const PAYMENTS = [
  'apps/server/src/modules/orders/payment-outcome.ts',
  'apps/server/src/modules/orders/order-transitions.ts',
  'apps/server/src/integrations/multisafepay/signature.ts',
  // The rest of these two files renders PDFs or reaches the database: only the pure rule is mutated.
  functionLines('apps/server/src/modules/orders/credit-note-pdf.ts', 'splitRefund'),
  functionLines('apps/server/src/modules/orders/refunds.service.ts', 'checkRefundable'),
];
// Where the pricing engine decides amounts: margins and totals (offer-engine), VAT (delivery), rate ×
// units lines (price-lines) and rounding (lib/money). Its property tests cover nearly every line and take
// about 30 s, so each surviving mutant costs that much: the whole folder (about 1 900 mutants, an
// estimated 3 hours on 2 cores) runs only with MUTATE_MONEY=pricing-all.
const PRICING = [
  'apps/server/src/modules/quotes/pricing/offer-engine.ts',
  'apps/server/src/modules/quotes/pricing/delivery.ts',
  'apps/server/src/modules/quotes/pricing/price-lines.ts',
  'apps/server/src/lib/money.ts',
];
const PRICING_ALL = [
  'apps/server/src/modules/quotes/pricing/*.ts',
  '!apps/server/src/modules/quotes/pricing/*.test.ts',
  '!apps/server/src/modules/quotes/pricing/*.test-support.ts',
  'apps/server/src/lib/money.ts',
];
const MUTATE = { payments: PAYMENTS, pricing: PRICING, 'pricing-all': PRICING_ALL };
const part = process.env.MUTATE_MONEY;
if (part && !(part in MUTATE)) throw new Error(`MUTATE_MONEY is one of ${Object.keys(MUTATE).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.money.config.ts' },
  mutate: part ? MUTATE[part] : [...PAYMENTS, ...PRICING],
  // The server and the shared package it imports; nothing else is needed in the sandbox copy.
  ignorePatterns: [
    'apps/web',
    'bench',
    'e2e',
    'docs',
    'scripts',
    'data',
    'coverage',
    '.e2e-artifacts',
    '.ci',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level tables) each need the whole suite again; see docs/mutation-testing.md.
  ignoreStatic: true,
  // Two cores: one test run at a time leaves room for everything else on the machine.
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/money${part ? `-${part}` : ''}.html` },
  jsonReporter: { fileName: `reports/mutation/money${part ? `-${part}` : ''}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
