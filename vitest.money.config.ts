import { defineConfig } from 'vitest/config';

// The pure unit tests of the code that decides money (see stryker.money.config.mjs): no database and
// no global setup, so mutation testing can run them many times over. MUTATE_MONEY picks one half.
const PAYMENT_TESTS = [
  'apps/server/src/modules/orders/payment-outcome*.test.ts',
  'apps/server/src/modules/orders/order-transitions*.test.ts',
  'apps/server/src/modules/orders/credit-note-split.test.ts',
  'apps/server/src/modules/orders/refunds-rules.test.ts',
  'apps/server/src/integrations/multisafepay/signature*.test.ts',
];
const PRICING_TESTS = [
  'apps/server/src/lib/money.test.ts',
  // Every test beside the pricing engine is a pure one: worked examples and property tests.
  'apps/server/src/modules/quotes/pricing/*.test.ts',
];
const part = process.env.MUTATE_MONEY;

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include:
      part === 'payments'
        ? PAYMENT_TESTS
        : part?.startsWith('pricing')
          ? PRICING_TESTS
          : [...PAYMENT_TESTS, ...PRICING_TESTS],
    // The property tests run hundreds of offers each; on a busy machine they need more than 5 s.
    testTimeout: 30_000,
  },
});
