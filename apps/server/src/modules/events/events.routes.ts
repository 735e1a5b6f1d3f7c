import { errorBodySchema } from '@boardhouse/shared/errors';
import { LIVE_EVENTS_PATH, RECONNECT_HINT_MS } from '@boardhouse/shared/events/live-events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../../lib/bearer.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin, requireCaller } from '../../plugins/access.ts';
import type { AccessTokens } from '../auth/access-tokens.ts';
import { type EventHub, MOST_STREAMS_PER_ACCOUNT } from './event-hub.ts';
import { EventStream, retryFrame } from './event-stream.ts';

const DESCRIPTION = `Server-sent events for the signed-in caller, authenticated by the Authorization header
(read with fetch, so no token goes into a URL). Event names and data (JSON, ids only: fetch the thing
again to see it):
- \`message\` \`{ projectId, messageId }\`: a new message in a project's conversation
- \`unread\` \`{ count }\`: how many messages the caller has not read
- \`order\` \`{ orderId, status }\`: an order the caller can see changed status (staff hear of every order)
- \`share\` \`{ projectId }\`: a new share notification
- \`document\` \`{ orderId, documentId }\`: staff added a document to an order the caller can see

The stream starts with a \`retry:\` hint, sends a \`: heartbeat\` comment every 25 s, and ends when the
access token expires or the sign-in ends, so the client reconnects with a fresh token. An account holds
at most ${MOST_STREAMS_PER_ACCOUNT} streams, counted across every server process: opening one more ends its oldest. While it is down
the client should poll what it shows.`;

const eventStream = {
  description: 'An endless text/event-stream',
  content: { 'text/event-stream': { schema: z.string().describe('Server-sent events') } },
};

/**
 * `GET /rest/events`: one stream per open browser tab, held by the hub until either side ends it (or
 * the account opens more than the hub holds for it).
 */
export function registerEventRoutes(app: FastifyInstance, hub: EventHub, tokens: AccessTokens): void {
  app.get(
    LIVE_EVENTS_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary: 'Live updates for open browsers (server-sent events)',
        description: DESCRIPTION,
        response: {
          200: eventStream,
          503: errorBodySchema.describe('Live updates are paused for a moment; poll meanwhile'),
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      if (!hub.isAccepting) {
        throw new AppError('UNAVAILABLE', 'Live updates are paused for a moment; try again shortly');
      }
      // The access hook verified this header; it is kept to ask again whether the sign-in still holds.
      const token = bearerToken(request.headers.authorization) ?? '';
      const stream = new EventStream({
        userId: caller.userId,
        isStaff: isAdmin(caller),
        expiresAt: caller.exp * 1000,
        isStillSignedIn: () =>
          tokens.verify(token).then(
            () => true,
            () => false,
          ),
        onClose: () => hub.remove(stream),
      });
      await hub.add(stream);
      stream.send(retryFrame(RECONNECT_HINT_MS));
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // Proxies (nginx and its kin) would otherwise hold events back to fill a buffer, or compress them.
          .header('x-accel-buffering', 'no')
          .send(stream.body)
      );
    },
  );
  // preClose, not onClose: closing waits for the requests in flight before it runs onClose hooks, and
  // an open stream is one of them, so the server would wait for it until the shutdown deadline.
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
}
