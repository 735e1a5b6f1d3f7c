// What the load figures call: a customer with a project (PCB spec, a 50-line BOM, its offer matrix and a
// conversation with staff), seeded over HTTP on a bench server, and the calls a browser makes most.
import type { CpuReading } from './cpu-meter.ts';
import { type LoadResult, measure } from './load.ts';
import { bomCsv, call, newProject, upload } from './offers-scenario.ts';
import { signIn } from './scenarios.ts';

export interface LoadCall {
  label: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Measured seconds per call, after autocannon's 2-second warm-up. */
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

export const SIGN_IN_LABEL = 'POST /auth/login (sign-in, argon2id)';
export const ACCOUNT_LABEL = 'GET /rest/account';
export const PROJECT_LIST_LABEL = 'POST /rest/project (My Projects, first page of 1,001)';

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Seeds the customer's project and returns the calls; the server runs with the projects-10k and orders-2k seeds. */
export async function seedLoadCalls(url: string): Promise<LoadCall[]> {
  const customer = await signIn(url);
  const staff = await signIn(url, 'admin', 'admin1234');
  const projectId = await newProject(url, customer, 'Load bench');
  await call(url, customer, `/rest/project/pcb/${projectId}`, { method: 'POST', body: '{}' });
  await upload(url, customer, `/rest/project/bomFileUpload/${projectId}`, 'bom.csv', bomCsv(50));
  const offers = await call(url, customer, `/rest/project/offers/${projectId}`);
  if (!Array.isArray(offers.cells) || offers.cells.length === 0)
    throw new Error('the load bench project has no offers');
  for (const [token, message] of [
    [customer, 'Can you check the drill file?'],
    [staff, 'The drill file is fine; the <b>solder mask</b> needs a look.'],
    [customer, 'Thanks, updated.'],
    [staff, 'Approved.'],
  ] as const) {
    await call(url, token, '/rest/message/saveMessage', {
      method: 'POST',
      body: JSON.stringify({ projectId, message }),
    });
  }
  return [
    {
      label: SIGN_IN_LABEL,
      path: '/auth/login',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    },
    accountCall(customer),
    projectListCall(customer),
    {
      label: 'GET /rest/project/bom/:id (50 lines)',
      path: `/rest/project/bom/${projectId}`,
      method: 'GET',
      headers: bearer(customer),
    },
    {
      label: 'GET /rest/project/offers/:id (offer matrix)',
      path: `/rest/project/offers/${projectId}`,
      method: 'GET',
      headers: bearer(customer),
    },
    {
      label: 'GET /rest/getOpenOrdersWithPagination (back office, 2,000 orders, staff)',
      path: '/rest/getOpenOrdersWithPagination?sortField=createdAt&sortOrder=desc&pageNumber=0&pageSize=25',
      method: 'GET',
      headers: bearer(staff),
    },
    {
      label: 'POST /rest/messages/checkNewMessagesForUser (unread messages)',
      path: '/rest/messages/checkNewMessagesForUser',
      method: 'POST',
      headers: { ...json, ...bearer(customer) },
      body: '{}',
    },
  ];
}

export function projectListCall(customer: string): LoadCall {
  return {
    label: PROJECT_LIST_LABEL,
    path: '/rest/project',
    method: 'POST',
    headers: { ...json, ...bearer(customer) },
    body: JSON.stringify({
      selectedTab: 'My Projects',
      pageSize: 15,
      sortField: 'createdAt',
      sortOrder: 'desc',
      pageNumber: 0,
      filter: '',
    }),
  };
}

export function accountCall(customer: string): LoadCall {
  return { label: ACCOUNT_LABEL, path: '/rest/account', method: 'GET', headers: bearer(customer) };
}

export const measureCall = (
  url: string,
  loadCall: LoadCall,
  connections: number,
  cpu?: () => CpuReading,
): Promise<LoadResult> =>
  measure({
    cpu,
    url: `${url}${loadCall.path}`,
    connections,
    seconds: LOAD_SECONDS,
    method: loadCall.method,
    headers: loadCall.headers,
    body: loadCall.body,
  });

export const describe = (result: LoadResult) =>
  `${result.requestsPerSecond} req/s, p99 ${result.p99} ms, p50 ${result.p50} ms, ${result.non2xx} non-2xx of ${result.total}`;
