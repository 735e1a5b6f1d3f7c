import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { AccountCache } from './modules/accounts/account-cache.ts';
import type { AccountsService } from './modules/accounts/accounts.service.ts';
import { registerNoticesAndFaq } from './modules/announcements/notices-and-faq.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import { registerMessageAttachmentRoutes } from './modules/messages/message-attachments.routes.ts';
import { MessageAttachmentsService } from './modules/messages/message-attachments.service.ts';
import { registerMessageConversationRoutes } from './modules/messages/message-conversations.routes.ts';
import { MessageConversationsService } from './modules/messages/message-conversations.service.ts';
import { announceMessage } from './modules/messages/message-events.ts';
import { registerMessageRoutes } from './modules/messages/messages.routes.ts';
import { MessagesService } from './modules/messages/messages.service.ts';
import type { ProjectsService } from './modules/projects/projects.service.ts';
import { registerContactPermissionRoutes } from './modules/team/contact-permissions.routes.ts';
import { registerTeamRoutes } from './modules/team/team.routes.ts';
import { TeamService } from './modules/team/team.service.ts';
import { registerUserAdministration } from './modules/users-admin/users-admin.register.ts';

export interface WorkingTogetherDeps {
  projects: ProjectsService;
  accounts: AccountsService;
  auth: AuthService;
  accountCache: AccountCache;
}

/**
 * Routes of working together: the message centre, teams and permissions, user administration,
 * announcements and the FAQ. Returns what must stop with the server (background jobs).
 */
export function registerWorkingTogetherRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  deps: WorkingTogetherDeps,
): { stop: () => void } {
  const stops: Array<() => void> = [];
  registerMessageRoutes(
    api,
    new MessagesService(ctx, deps.projects, {
      onMessageSaved: (event) => {
        announceMessage(ctx, event).catch((error: unknown) =>
          ctx.log.warn({ err: error, messageId: event.messageId }, 'could not announce a message'),
        );
      },
    }),
  );
  registerMessageAttachmentRoutes(api, new MessageAttachmentsService(ctx));
  registerUserAdministration(api, ctx, deps);
  const team = new TeamService(ctx, deps.auth.accessTokens, deps.accountCache);
  registerTeamRoutes(api, team, ctx.config.authRateLimitPerMinute);
  registerContactPermissionRoutes(api, team);
  registerMessageConversationRoutes(api, new MessageConversationsService(ctx));
  stops.push(registerNoticesAndFaq(api, ctx));
  return {
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
