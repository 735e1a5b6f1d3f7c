/**
 * Limits of the HTTP server (app.ts), set with the live-event streams in mind, because they are what
 * the limits must leave alone: a stream is one long GET, quiet for 25 s between heartbeats.
 *
 * Deliberately not set: `connectionTimeout` (an idle-socket timeout; a stream whose heartbeat is late
 * would be cut off) and `handlerTimeout` (a stream's answer runs for as long as its token lasts).
 * `keepAliveTimeout` keeps Fastify's 72 s: it applies only between two requests on one connection,
 * never to an answer being sent. Node's own `headersTimeout` (60 s) stays as it is.
 */

/**
 * How long receiving one whole request (headers and body) may take. Fastify's default, 0, turns off
 * Node's limit, so a client trickling a body could hold a connection without end. A stream's GET has
 * no body and is received at once, so this never ends a stream; ten minutes lets a 50 MB upload (the
 * multipart limit) through a slow uplink of about 0.7 Mbit/s.
 */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;

/**
 * Open connections this process accepts; past it Node closes new ones at once. Each holds a file
 * descriptor and buffers: a flood of them is refused here rather than exhausting the descriptors the
 * database, stored files and mail need. Far above honest use: a browser tab holds one stream and a
 * few connections, and an account at most MOST_STREAMS_PER_ACCOUNT streams (event-hub.ts).
 */
export const MOST_CONNECTIONS = 10_000;
