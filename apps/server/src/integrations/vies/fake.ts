import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the EU's VIES REST service on 127.0.0.1, answering GET /ms/{country}/vat/{number}
 * in VIES's own JSON. Each number can be told how to behave: registered, not registered, its member
 * state down, VIES's error envelope (`actionSucceed: false`, as when it is busy), too slow, or a
 * malformed reply. Numbers it was not told about are not registered. As VIES does, it gives a
 * consultation number (requestIdentifier) only to a qualified check, one that names the requester
 * (requesterMemberStateCode and requesterNumber); an unqualified one gets "".
 */
export type FakeViesBehaviour =
  | { kind: 'valid'; name: string; address: string }
  | { kind: 'invalid' }
  | { kind: 'error'; userError: 'MS_UNAVAILABLE' | 'SERVICE_UNAVAILABLE' | 'TIMEOUT' | 'INVALID_INPUT' }
  | { kind: 'envelope'; error: string; message?: string; httpStatus?: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed' };

export interface FakeVies {
  baseUrl: string;
  /** `${country}${number}` → behaviour. */
  numbers: Map<string, FakeViesBehaviour>;
  /** Every number asked for, in order. */
  asked: string[];
  /** Who asked each time (`${requesterMemberStateCode}${requesterNumber}`), null for an unqualified check. */
  requesters: (string | null)[];
  /** Requesters VIES does not accept (`${country}${number}`): their checks get INVALID_REQUESTER_INFO. */
  refusedRequesters: Set<string>;
  close(): Promise<void>;
}

export async function startFakeVies(): Promise<FakeVies> {
  const numbers = new Map<string, FakeViesBehaviour>();
  const asked: string[] = [];
  const requesters: (string | null)[] = [];
  const refusedRequesters = new Set<string>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/rest-api\/ms\/([A-Z]{2})\/vat\/([A-Za-z0-9+*]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"errorWrappers":[{"error":"NOT_FOUND"}]}');
      return;
    }
    const [, country = '', number = ''] = match;
    asked.push(`${country}${number}`);
    const requesterCountry = url.searchParams.get('requesterMemberStateCode');
    const requesterNumber = url.searchParams.get('requesterNumber');
    const requester = requesterCountry && requesterNumber ? `${requesterCountry}${requesterNumber}` : null;
    requesters.push(requester);
    if (requester && refusedRequesters.has(requester)) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"actionSucceed":false,"errorWrappers":[{"error":"INVALID_REQUESTER_INFO"}]}');
      return;
    }
    /** VIES's evidence of a qualified check; an unqualified one comes back without it. */
    const consultation = (made: string) => (requester ? made : '');
    const behaviour = numbers.get(`${country}${number}`) ?? { kind: 'invalid' };
    const base = {
      requestDate: new Date().toISOString(),
      originalVatNumber: number,
      vatNumber: number,
      viesApproximate: { name: '---', street: '---', postalCode: '---', city: '---', companyType: '---' },
    };
    const send = (body: object) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (behaviour.kind) {
      case 'valid':
        counter += 1;
        send({
          ...base,
          isValid: true,
          userError: 'VALID',
          name: behaviour.name,
          address: behaviour.address,
          requestIdentifier: consultation(`WAPIAAAAW${String(counter).padStart(6, '0')}`),
        });
        return;
      case 'invalid':
        send({
          ...base,
          isValid: false,
          userError: 'INVALID',
          name: '---',
          address: '---',
          requestIdentifier: '',
        });
        return;
      case 'error':
        send({
          ...base,
          isValid: false,
          userError: behaviour.userError,
          name: '---',
          address: '---',
          requestIdentifier: '',
        });
        return;
      case 'envelope':
        // VIES's answer when it is busy or a call is refused: no isValid, the reason in errorWrappers.
        response.writeHead(behaviour.httpStatus ?? 200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            actionSucceed: false,
            errorWrappers: [{ error: behaviour.error, message: behaviour.message }],
          }),
        );
        return;
      case 'slow':
        setTimeout(
          () =>
            send({
              ...base,
              isValid: true,
              userError: 'VALID',
              name: 'Late BV',
              address: '---',
              requestIdentifier: consultation('LATE'),
            }),
          behaviour.delayMs,
        );
        return;
      case 'malformed':
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end('<html>Service maintenance</html>');
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/rest-api`,
    numbers,
    asked,
    requesters,
    refusedRequesters,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
