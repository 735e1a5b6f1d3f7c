import { desc, eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema.ts';
import type { TestApp } from './app-harness.ts';

/**
 * The newest e-mail sent to an address, and the code inside its link. Mail is delivered after the
 * answer, in the background: this waits for the deliveries started so far (the one way tests wait for
 * mail), so the row read is the one delivery left behind (sent, redacted, or failed).
 */
export async function lastMailTo(testApp: TestApp, recipient: string) {
  await testApp.ctx.mailer.settled();
  const [message] = await testApp.ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!message) throw new Error(`no e-mail to ${recipient}`);
  const code = message.link?.match(/#\/(?:welcome|confirm-email)\/([^?]+)/)?.[1];
  return { message, code: code ?? '' };
}
