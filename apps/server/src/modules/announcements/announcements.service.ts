import type {
  Announcement,
  AnnouncementResponse,
  SetAnnouncementRequest,
} from '@boardhouse/shared/messages/announcements-api';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { announcementViews, generalAnnouncements } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { isBlankMessage, sanitiseMessage } from '../messages/message-sanitiser.ts';

const present = (row: { id: number; body: string; createdAt: Date }): Announcement => ({
  id: row.id,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

const WRITE_SOMETHING = 'Please write the announcement';

/**
 * The general announcement: staff publish one at a time (a new one replaces the last), each user sees
 * the newest active one once after signing in.
 */
export class AnnouncementsService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * The newest active announcement the caller has not seen, marked seen in the same statement that
   * finds it: two tabs signing in at once cannot both be shown it (the second insert conflicts).
   */
  async showOnce(caller: AccessClaims): Promise<AnnouncementResponse> {
    const current = await this.current();
    if (!current) return { announcement: null };
    const [seen] = await this.ctx.db
      .insert(announcementViews)
      .values({ announcementId: current.id, userId: caller.userId })
      .onConflictDoNothing()
      .returning({ id: announcementViews.announcementId });
    return { announcement: seen ? present(current) : null };
  }

  /** What staff see on the admin page: the announcement users are shown now, if any. */
  async forStaff(): Promise<AnnouncementResponse> {
    const current = await this.current();
    return { announcement: current ? present(current) : null };
  }

  /** Publishes a new announcement (sanitised) or takes the current one down; one transaction. */
  async set(caller: AccessClaims, request: SetAnnouncementRequest): Promise<AnnouncementResponse> {
    const body = sanitiseMessage(request.body ?? '');
    if (request.active && isBlankMessage(body)) {
      throw AppError.validation({ body: WRITE_SOMETHING }, WRITE_SOMETHING);
    }
    await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(generalAnnouncements)
        .set({ active: false })
        .where(eq(generalAnnouncements.active, true));
      if (request.active) {
        await tx.insert(generalAnnouncements).values({ body, active: true, createdBy: caller.userId });
      }
    });
    return this.forStaff();
  }

  private async current() {
    const [row] = await this.ctx.db
      .select({
        id: generalAnnouncements.id,
        body: generalAnnouncements.body,
        createdAt: generalAnnouncements.createdAt,
      })
      .from(generalAnnouncements)
      .where(eq(generalAnnouncements.active, true))
      .orderBy(desc(generalAnnouncements.createdAt), desc(generalAnnouncements.id))
      .limit(1);
    return row ?? null;
  }
}
