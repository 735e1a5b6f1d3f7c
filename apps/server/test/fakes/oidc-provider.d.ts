/**
 * The little of oidc-provider's API the local identity provider uses (the package ships no types).
 * Koa's context is kept loose: only path, status and body are read or written.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface OidcContext {
    path: string;
    method: string;
    status: number;
    body: unknown;
    oidc: {
      client: { clientId: string };
      session: { accountId: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    use(middleware: (ctx: OidcContext, next: () => Promise<void>) => Promise<void>): void;
    Grant: {
      new (options: { clientId: string; accountId: string }): OidcGrant;
      find(id: string): Promise<OidcGrant | undefined>;
    };
  }
}
