import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Paths of the API (and its docs): their answers hold tokens, personal data or files. */
const API_PREFIXES = ['/rest/', '/auth/', '/api/', '/refresh', '/logout', '/health'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * No cache (browser, proxy, back-forward) keeps an API answer: every one of them answers
 * `Cache-Control: no-store`, errors and 404s included, whatever a route set. Other answers (the web
 * app's files) keep the caching chosen by `webFileCacheControl`; anything else is not stored either.
 */
export function registerNoStore(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise per answer costs more than the check.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url) || !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * The built web app: files under assets/ carry a content hash in their names, so they never change and
 * are cached for a year; index.html names the current ones, so it is checked again on every load.
 */
export function webFileCacheControl(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  const isHashedAsset = filePath.split(path.sep).includes('assets');
  const value =
    name === 'index.html'
      ? 'no-cache'
      : isHashedAsset
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600';
  reply.header('cache-control', value);
}
