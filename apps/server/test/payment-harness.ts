import { createServer } from 'node:net';
import { startMultisafepaySimulator } from '../src/integrations/multisafepay/simulator-server.ts';
import { createTestApp, type TestApp } from './app-harness.ts';

export const MSP_TEST_KEY = 'test-msp-api-key-0123456789';

/** A port nothing listens on right now, for a server whose PUBLIC_URL must name it before it starts. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The app listening on 127.0.0.1 with the MultiSafepay simulator on its own port, wired as production
 * wires MultiSafepay (MSP_API_KEY, MSP_BASE_URL): the adapter calls the simulator over HTTP and the
 * simulator's signed notifications reach the app over HTTP.
 */
export async function createPaymentTestApp(env: Record<string, string> = {}) {
  const msp = await startMultisafepaySimulator(MSP_TEST_KEY);
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const t: TestApp = await createTestApp({
    PUBLIC_URL: publicUrl,
    MSP_API_KEY: MSP_TEST_KEY,
    MSP_BASE_URL: msp.apiBaseUrl,
    ...env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    msp,
    publicUrl,
    async close() {
      await t.close();
      await msp.close();
    },
  };
}

/**
 * The app as it runs locally without MSP_API_KEY: it serves the MultiSafepay simulator itself under
 * /dev/multisafepay (listening, so the adapter and the simulator's notifications reach it over HTTP).
 */
export async function createLocalPaymentTestApp() {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const t: TestApp = await createTestApp({ PUBLIC_URL: publicUrl });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, publicUrl, close: () => t.close() };
}
