import {
  MESSAGE_CATEGORIES,
  MESSAGE_CATEGORY_LABELS,
  type MessageCategoriesResponse,
  type MessageCategory,
} from '@boardhouse/shared/messages/message-categories';
import type {
  AdminMessagesRequest,
  MessagesResponse,
  MessageView,
  SavedMessage,
  SaveMessageRequest,
  UserMessagesRequest,
  UserUnreadResponse,
} from '@boardhouse/shared/messages/messages-api';
import { eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { projectMessages } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isAdmin } from '../../plugins/access.ts';
import { findUserById } from '../accounts/users.repository.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { visibleProjects } from '../projects/projects.policy.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { claimAttachments, findOwnAttachments } from './message-attachments.repository.ts';
import { isBlankMessage, sanitiseMessage } from './message-sanitiser.ts';
import {
  countUnreadForStaff,
  findVisibleMessage,
  insertMessage,
  type ListedMessage,
  listAttachmentsOf,
  listMessages,
  listUnreadConversations,
  markConversationRead,
  markMessageRead,
  markMessageUnread,
  type Reader,
  setMessageCategory,
} from './messages.repository.ts';

/** Announced once a message is committed (the live-updates module pushes it to whoever is watching). */
export interface MessageSavedEvent {
  /** The project's row id. */
  projectId: number;
  /** The project's key (P-26-000123), as the API names projects. */
  projectKey: string;
  messageId: number;
  authorId: number;
}

export interface MessageHooks {
  onMessageSaved?: (event: MessageSavedEvent) => void;
}

/** How many conversations the unread list names at most: the top bar shows a handful. */
const UNREAD_CONVERSATIONS_MAX = 100;

const EMPTY = 'Please write a message or attach a file';

const readerOf = (caller: AccessClaims): Reader => ({ userId: caller.userId, isStaff: isAdmin(caller) });

/**
 * The message centre: one conversation per project between the customers who may see it (the project
 * policy's rule, applied in each query; anyone else gets 404) and staff. Bodies are sanitised before
 * they are stored; read state is kept per reader.
 */
export class MessagesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly projects: ProjectsService,
    private readonly hooks: MessageHooks = {},
  ) {}

  categories(): MessageCategoriesResponse {
    return {
      categories: MESSAGE_CATEGORIES.map((value) => ({ value, label: MESSAGE_CATEGORY_LABELS[value] })),
    };
  }

  /**
   * Stores a message in the project's conversation with the caller's unsent uploads it names, in one
   * transaction; the author has read their own message. Announced after the commit.
   */
  async save(caller: AccessClaims, request: SaveMessageRequest): Promise<SavedMessage> {
    const project = await this.projects.get(caller, request.projectId);
    const sanitised = sanitiseMessage(request.message);
    const body = isBlankMessage(sanitised) ? '' : sanitised;
    const attachmentIds = request.attachmentIds ?? [];
    if (body === '' && attachmentIds.length === 0) {
      throw AppError.validation({ message: EMPTY }, EMPTY);
    }
    const author = await findUserById(this.ctx.db, caller.userId);
    if (!author) throw new AppError('AUTH.UNAUTHENTICATED', 'Please sign in to continue');
    const reader = readerOf(caller);
    const row = await this.ctx.db.transaction(async (tx) => {
      const message = await insertMessage(tx, {
        projectId: project.id,
        authorId: caller.userId,
        authorIsStaff: reader.isStaff,
        body,
        category: request.category ?? 'general',
      });
      await markMessageRead(tx, message.id, reader);
      if (attachmentIds.length > 0) await this.attach(tx, attachmentIds, caller.userId, message.id);
      return message;
    });
    this.announce({
      projectId: project.id,
      projectKey: project.projectKey,
      messageId: row.id,
      authorId: caller.userId,
    });
    return {
      id: row.id,
      projectId: project.projectKey,
      message: row.body,
      category: row.category,
      createdAt: row.createdAt.toISOString(),
      author: { userId: author.id, name: displayName(author), isStaff: row.authorIsStaff },
    };
  }

  /** One conversation, as a customer (or staff member) who may see the project reads it. */
  async listForUser(caller: AccessClaims, request: UserMessagesRequest): Promise<MessagesResponse> {
    const project = await this.projects.get(caller, request.projectId);
    return this.list(caller, eq(projectMessages.projectId, project.id), request);
  }

  /** Staff: one conversation, or every conversation at once. */
  async listForStaff(caller: AccessClaims, request: AdminMessagesRequest): Promise<MessagesResponse> {
    if (request.projectId === undefined) return this.list(caller, visibleProjects(caller), request);
    return this.listForUser(caller, { ...request, projectId: request.projectId });
  }

  /** The newest message of the conversation, or null when nobody has written yet. */
  async last(caller: AccessClaims, projectKey: string): Promise<MessageView | null> {
    const { messages } = await this.listForUser(caller, {
      projectId: projectKey,
      startLimit: 0,
      endLimit: 1,
    });
    return messages[0] ?? null;
  }

  async unreadForUser(caller: AccessClaims): Promise<UserUnreadResponse> {
    const rows = await listUnreadConversations(this.ctx.db, caller, UNREAD_CONVERSATIONS_MAX);
    return {
      projects: rows.map((row) => ({
        projectId: row.projectKey,
        projectName: row.projectName,
        unread: row.unread,
        lastMessage: row.lastMessage,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  async unreadCountForStaff(): Promise<{ count: number }> {
    return { count: await countUnreadForStaff(this.ctx.db) };
  }

  /** Marks the whole conversation read for the caller (as staff when they are staff). */
  async markRead(caller: AccessClaims, projectKey: string) {
    const project = await this.projects.get(caller, projectKey);
    const markedRead = await markConversationRead(this.ctx.db, project.id, readerOf(caller));
    return { projectId: project.projectKey, markedRead };
  }

  /** Marks one message unread again, for the caller only. */
  async markUnread(caller: AccessClaims, messageId: number) {
    const message = await this.findMessage(caller, messageId);
    await markMessageUnread(this.ctx.db, message.id, caller.userId);
    return { messageId: message.id, readByMe: false };
  }

  /** Staff file a message under another category. */
  async changeCategory(
    caller: AccessClaims,
    messageId: number,
    category: MessageCategory,
  ): Promise<SavedMessage> {
    const message = await this.findMessage(caller, messageId);
    await setMessageCategory(this.ctx.db, message.id, category);
    const [row] = await listMessages(this.ctx.db, {
      where: eq(projectMessages.id, message.id),
      readerId: caller.userId,
      offset: 0,
      limit: 1,
    });
    if (!row) throw AppError.notFound('message');
    return toSaved(row);
  }

  private async list(
    caller: AccessClaims,
    where: SQL,
    window: { startLimit: number; endLimit: number },
  ): Promise<MessagesResponse> {
    if (window.endLimit === window.startLimit) return { messages: [] };
    const rows = await listMessages(this.ctx.db, {
      where,
      readerId: caller.userId,
      offset: window.startLimit,
      limit: window.endLimit - window.startLimit,
    });
    const files = await listAttachmentsOf(
      this.ctx.db,
      rows.map((row) => row.id),
    );
    return {
      messages: rows.map((row) =>
        toView(
          row,
          files.filter((file) => file.messageId === row.id),
        ),
      ),
    };
  }

  private async findMessage(caller: AccessClaims, messageId: number) {
    const message = await findVisibleMessage(this.ctx.db, messageId, visibleProjects(caller));
    if (!message) throw AppError.notFound('message');
    return message;
  }

  /**
   * Inside the save's transaction: takes the caller's unsent uploads. Someone else's (or no) upload is
   * not found; one already sent is refused; either way the whole message is rolled back.
   */
  private async attach(tx: Executor, ids: readonly number[], uploaderId: number, messageId: number) {
    const claimed = await claimAttachments(tx, ids, uploaderId, messageId);
    if (claimed.length === ids.length) return;
    const own = await findOwnAttachments(tx, ids, uploaderId);
    if (own.length < ids.length) throw AppError.notFound('attachment');
    const sent = 'One of these files was sent with another message already: please upload it again';
    throw AppError.validation({ attachmentIds: sent }, sent);
  }

  private announce(event: MessageSavedEvent): void {
    try {
      this.hooks.onMessageSaved?.(event);
    } catch (error) {
      // The message is stored; a listener's failure only delays what others see live.
      this.ctx.log.warn({ err: error, messageId: event.messageId }, 'could not announce a saved message');
    }
  }
}

function displayName(user: { firstname: string; lastname: string; username: string }): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username;
}

function toSaved(row: ListedMessage): SavedMessage {
  return {
    id: row.id,
    projectId: row.projectKey,
    message: row.body,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    author: { userId: row.authorId, name: displayName(row), isStaff: row.authorIsStaff },
  };
}

function toView(
  row: ListedMessage,
  files: { id: number; fileName: string; contentType: string; sizeBytes: number }[],
): MessageView {
  return {
    ...toSaved(row),
    projectName: row.projectName,
    attachments: files.map(({ id, fileName, contentType, sizeBytes }) => ({
      id,
      fileName,
      contentType,
      sizeBytes,
    })),
    readByMe: row.readByMe,
  };
}
