import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerFaqRoutes } from '../faq/faq.routes.ts';
import { FaqService } from '../faq/faq.service.ts';
import { seedFaq } from '../faq/faq-seed.ts';
import { startUnreadNotices } from '../messages/message-notices.ts';
import { registerAnnouncementRoutes } from './announcements.routes.ts';
import { AnnouncementsService } from './announcements.service.ts';

/**
 * The general announcement, the FAQ (seeded with the default entries before the server is ready) and
 * the unread-message e-mails (every minute, but not under test: tests run it with their own clock).
 * Answers the function that stops the background job.
 */
export function registerNoticesAndFaq(api: FastifyInstance, ctx: AppContext): () => void {
  registerAnnouncementRoutes(api, ctx, new AnnouncementsService(ctx));
  registerFaqRoutes(api, new FaqService(ctx));
  api.addHook('onReady', async () => seedFaq(ctx.db));
  return ctx.config.env === 'test' ? () => {} : startUnreadNotices(ctx);
}
