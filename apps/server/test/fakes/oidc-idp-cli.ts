import { startLocalIdentityProvider, TEST_USERS } from './oidc-idp.ts';

/**
 * `npm run dev:idp`: the local identity provider on 127.0.0.1:4010 for a server started with
 * `npm run dev`. It prints the OIDC_* lines to give that server; sign in by typing one of the test
 * logins into the provider's form (any password). BOARDHOUSE_URL names the server's PUBLIC_URL
 * (default http://localhost:8080) when it runs elsewhere.
 */
const appUrl = (process.env.BOARDHOUSE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const port = Number(process.env.IDP_PORT ?? 4010);
const idp = await startLocalIdentityProvider({
  port,
  clientSecret: 'local-identity-provider-secret',
  redirectUris: [`${appUrl}/auth/oidc/callback`],
});

const lines = Object.entries(idp.env()).map(([name, value]) => `${name}=${value}`);
process.stdout.write(
  [
    `Local identity provider at ${idp.issuer} (callback ${appUrl}/auth/oidc/callback).`,
    'Start the server with:',
    ...lines.map((line) => `  ${line}`),
    'Test logins (type one into the sign-in form, any password):',
    ...Object.entries(TEST_USERS).map(
      ([login, claims]) =>
        `  ${login.padEnd(12)} ${claims.email}${claims.email_verified === true ? '' : ' (unverified)'}`,
    ),
    '',
  ].join('\n'),
);

const stop = () => void idp.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
