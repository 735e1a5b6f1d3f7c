import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { createTestApp, type TestApp } from './app-harness.ts';
import {
  type LocalIdentityProvider,
  type LocalIdentityProviderOptions,
  startLocalIdentityProvider,
} from './fakes/oidc-idp.ts';

/**
 * Social sign-in over real HTTP, no browser: the app listening on a port of its own (PUBLIC_URL
 * pointing at it), the local identity provider beside it, and a browser's part played with fetch and
 * a cookie jar: GET /auth/oidc/start → the provider's authorize → its sign-in form (the login typed
 * in) → back to the app's callback.
 */

/** A browser's cookies: per host and path, as Set-Cookie gave them. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string; host: string }>();

  store(url: string, response: Response): void {
    const { host } = new URL(url);
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const isGone = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      const key = `${host} ${path} ${name}`;
      if (isGone || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value, path, host });
    }
  }

  header(url: string): string {
    const { host, pathname } = new URL(url);
    return [...this.cookies.entries()]
      .filter(([, cookie]) => cookie.host === host && pathname.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.split(' ')[2]}=${cookie.value}`)
      .join('; ');
  }

  /** A cookie's value by name (any host and path). */
  get(name: string): string | undefined {
    for (const [key, cookie] of this.cookies) if (key.split(' ')[2] === name) return cookie.value;
    return undefined;
  }
}

/** One request as a browser would send it (no redirects followed), keeping cookies in `jar`. */
export async function browserRequest(
  jar: CookieJar,
  url: string,
  init: { method?: string; body?: URLSearchParams | string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const cookie = jar.header(url);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), ...init.headers },
    ...(init.body ? { body: init.body } : {}),
  });
  jar.store(url, response);
  return response;
}

const locationOf = (response: Response, base: string) => {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect from ${base}, got ${response.status}`);
  return new URL(location, base).href;
};

/** The form of the provider's page: its action and fields, with the login (and a password) typed in. */
function filledForm(html: string, pageUrl: string, login: string): { action: string; body: URLSearchParams } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form?.[1]) throw new Error(`no form on ${pageUrl}: ${html.slice(0, 300)}`);
  const body = new URLSearchParams();
  for (const input of form[2]?.matchAll(/<input([^>]*)>/g) ?? []) {
    const attributes = input[1] ?? '';
    const name = /name="([^"]+)"/.exec(attributes)?.[1];
    if (!name) continue;
    const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? '';
    body.set(name, name === 'login' ? login : name === 'password' ? 'any password' : value);
  }
  return { action: new URL(form[1].replaceAll('&amp;', '&'), pageUrl).href, body };
}

/**
 * From an authorization address to the app's callback address: follows the provider's redirects, signs
 * in as `login` on its form, and answers the address the provider sends the browser back to (not
 * requested). `idpJar` holds the provider's cookies (a fresh one: no session at the provider yet).
 */
export async function signInAtProvider(
  authorizeUrl: string,
  login: string,
  callbackPrefix: string,
  idpJar = new CookieJar(),
): Promise<string> {
  let url = authorizeUrl;
  let response = await browserRequest(idpJar, url);
  for (let step = 0; step < 12; step += 1) {
    if (response.status >= 300 && response.status < 400) {
      url = locationOf(response, url);
      if (url.startsWith(callbackPrefix)) return url;
      response = await browserRequest(idpJar, url);
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    const { action, body } = filledForm(html, url, login);
    url = action;
    response = await browserRequest(idpJar, action, { method: 'POST', body });
  }
  throw new Error('the provider never sent the browser back');
}

/** A port free right now on 127.0.0.1 (the app's PUBLIC_URL must be known before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface OidcWorld {
  t: TestApp;
  idp: LocalIdentityProvider;
  appUrl: string;
  /** GET /auth/oidc/start in `jar`'s browser: answers the redirect (302 expected). */
  start(jar: CookieJar, provider?: string, extra?: Record<string, string>): Promise<Response>;
  /** The whole sign-in in one browser; answers the address the app's callback redirects to. */
  signIn(login: string, options?: { provider?: string; jar?: CookieJar }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The app on a port of its own with social sign-in through a local identity provider. `env` may be
 * worked out from the provider (its issuer is known once it listens); `idpOptions` shape the provider.
 */
export async function startOidcWorld(
  env: Record<string, string> | ((idp: LocalIdentityProvider) => Record<string, string>) = {},
  options: Parameters<typeof createTestApp>[2] = {},
  idpOptions: Omit<LocalIdentityProviderOptions, 'redirectUris'> = {},
): Promise<OidcWorld> {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const idp = await startLocalIdentityProvider({
    ...idpOptions,
    redirectUris: [`${appUrl}/auth/oidc/callback`],
  });
  const extra = typeof env === 'function' ? env(idp) : env;
  const t = await createTestApp({ ...idp.env(), PUBLIC_URL: appUrl, ...extra }, undefined, options);
  await t.app.listen({ port, host: '127.0.0.1' });
  const start = (jar: CookieJar, provider = 'google', extra: Record<string, string> = {}) =>
    browserRequest(jar, `${appUrl}/auth/oidc/start?${new URLSearchParams({ provider, ...extra })}`);
  return {
    t,
    idp,
    appUrl,
    start,
    async signIn(login, { provider = 'google', jar = new CookieJar() } = {}) {
      const started = await start(jar, provider);
      if (started.status !== 302)
        throw new Error(`start answered ${started.status}: ${await started.text()}`);
      const callback = await signInAtProvider(
        locationOf(started, appUrl),
        login,
        `${appUrl}/auth/oidc/callback`,
      );
      return locationOf(await browserRequest(jar, callback), callback);
    },
    async close() {
      await t.close();
      await idp.stop();
    },
  };
}

/** The one-time code of a `#/oidc/{code}` address, or null. */
export const codeOf = (location: string) => /#\/oidc\/([\w-]+)$/.exec(location)?.[1] ?? null;
