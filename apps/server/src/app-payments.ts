import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { ApiCallRecorder } from './integrations/api-log/api-call-recorder.ts';
import { MultisafepayRestClient } from './integrations/multisafepay/msp-rest.ts';
import { createMultisafepaySimulator } from './integrations/multisafepay/simulator.ts';
import {
  mountMultisafepaySimulator,
  SIMULATOR_PREFIX,
} from './integrations/multisafepay/simulator-routes.ts';
import type { PaymentGateway } from './modules/orders/payments.service.ts';

/**
 * MultiSafepay as configured: the real API with MSP_API_KEY; otherwise (never in production) the
 * simulator served by this process under /dev/multisafepay, reached over HTTP by the same adapter.
 */
export async function paymentGateway(
  app: FastifyInstance,
  config: Config,
  apiLog: ApiCallRecorder,
): Promise<PaymentGateway | null> {
  const payments = config.payments;
  if (!payments) {
    app.log.warn('MSP_API_KEY is not set: card payment is off (customers can still pay by bank transfer)');
    return null;
  }
  if (payments.kind === 'multisafepay') {
    return {
      provider: new MultisafepayRestClient(payments.baseUrl, payments.apiKey, payments.timeoutMs, apiLog),
      apiKey: payments.apiKey,
    };
  }
  const apiKey = randomBytes(24).toString('hex');
  const base = `${config.publicUrl}${SIMULATOR_PREFIX}`;
  await mountMultisafepaySimulator(app, createMultisafepaySimulator({ apiKey, publicBaseUrl: base }));
  return {
    provider: new MultisafepayRestClient(`${base}/v1/json`, apiKey, payments.timeoutMs, apiLog),
    apiKey,
  };
}
