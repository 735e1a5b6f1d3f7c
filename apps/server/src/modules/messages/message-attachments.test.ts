import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness.ts';
import { type Person, projectOf, share, signedInPerson } from '../../../test/people.ts';
import { messageAttachments, projectMessages } from '../../db/schema.ts';
import {
  attached,
  conversation,
  EXE,
  PDF,
  PNG,
  post,
  say,
  uploadAttachment,
} from './messages.test-support.ts';

/**
 * Files sent with messages: images and PDFs only, decided by content, at most 10 MB; each upload is
 * its uploader's until a message carries it, then whoever sees the conversation may download it.
 */
let t: TestApp;
let owner: Person;
let reader: Person;
let stranger: Person;
let admin: Person;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
  reader = await signedInPerson(t);
  stranger = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  projectId = await projectOf(t, owner, 'Attachment board');
  await share(t, owner, projectId, reader, 'read');
}, 60_000);
afterAll(() => t.close());

const download = (who: Person, attachmentId: number) =>
  t.app.inject({ method: 'GET', url: `/rest/messageTool/file/${attachmentId}`, headers: who.headers });
const attachmentRows = () => t.ctx.db.select().from(messageAttachments);

describe('uploading', () => {
  it('accepts a PNG and a PDF, typed by their content, and a message carries both', async () => {
    const png = await uploadAttachment(t, owner, 'solder joints.png', PNG);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json()).toEqual({
      id: expect.any(Number),
      fileName: 'solder joints.png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
      url: `/rest/messageTool/file/${png.json().id}`,
    });
    // A name without an extension gets the one its content shows.
    const pdf = await uploadAttachment(t, owner, 'drawing', PDF);
    expect(pdf.json()).toMatchObject({ fileName: 'drawing.pdf', contentType: 'application/pdf' });
    const saved = await say(t, owner, projectId, '', { attachmentIds: [png.json().id, pdf.json().id] });
    expect(saved.message).toBe('');
    const [message] = await conversation(t, reader, projectId);
    expect(message?.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      ['solder joints.png', 'image/png'],
      ['drawing.pdf', 'application/pdf'],
    ]);
    // Kept through the storage adapter under messages/{uploader}/.
    const folder = path.join(t.ctx.config.filesDir, 'messages', String(owner.user.id));
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('refuses a program renamed .png and a page named .pdf with 400 naming file, storing nothing', async () => {
    const before = (await attachmentRows()).length;
    for (const [name, data] of [
      ['holiday.png', EXE],
      ['invoice.pdf', '<html><script>alert(1)</script></html>'],
      ['logo.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['photo.png', PDF],
      ['empty.png', ''],
    ] as const) {
      const response = await uploadAttachment(t, owner, name, data);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.details.fields).toHaveProperty('file');
    }
    expect(await attachmentRows()).toHaveLength(before);
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const before = (await attachmentRows()).length;
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadAttachment(t, owner, 'huge.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await attachmentRows()).toHaveLength(before);
  });

  it('asks for the file when none is sent', async () => {
    const response = await post(t, '/rest/messageTool/imageUpload', owner, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toHaveProperty('file');
  });
});

describe('downloading', () => {
  let sentId: number;
  let unsentId: number;

  beforeAll(async () => {
    sentId = await attached(t, owner, 'board-top.png');
    await say(t, owner, projectId, 'Top side', { attachmentIds: [sentId] });
    unsentId = await attached(t, owner, 'draft.pdf', PDF);
  });

  it('hands a sent file to everyone who sees the project, as an attachment', async () => {
    for (const who of [owner, reader, admin]) {
      const response = await download(who, sentId);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toContain('attachment; filename="board-top.png"');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('hands an unsent upload only to its uploader', async () => {
    expect((await download(owner, unsentId)).statusCode).toBe(200);
    for (const who of [reader, admin, stranger]) expect((await download(who, unsentId)).statusCode).toBe(404);
  });

  it('refuses anyone who does not see the project with 404', async () => {
    expect((await download(stranger, sentId)).statusCode).toBe(404);
    const location = await post(t, '/rest/messageTool/getfilelocation', stranger, { attachmentId: sentId });
    expect(location.statusCode).toBe(404);
  });
});

describe('naming attachments in a message', () => {
  it('refuses someone else’s upload with 404 and writes no message', async () => {
    const theirs = await attached(t, stranger, 'theirs.png');
    const before = await t.ctx.db.$count(projectMessages);
    const response = await post(t, '/rest/message/saveMessage', owner, {
      projectId,
      message: 'Look at this',
      attachmentIds: [theirs],
    });
    expect(response.statusCode).toBe(404);
    expect(await t.ctx.db.$count(projectMessages)).toBe(before);
    const [row] = await t.ctx.db.select().from(messageAttachments).where(eq(messageAttachments.id, theirs));
    expect(row?.messageId).toBeNull();
  });

  it('refuses a file sent already with 400 naming attachmentIds, in one transaction', async () => {
    const used = await attached(t, owner, 'used.png');
    const fresh = await attached(t, owner, 'fresh.png');
    await say(t, owner, projectId, 'First', { attachmentIds: [used] });
    const before = await t.ctx.db.$count(projectMessages);
    const response = await post(t, '/rest/message/saveMessage', owner, {
      projectId,
      message: 'Again',
      attachmentIds: [fresh, used],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toHaveProperty('attachmentIds');
    expect(await t.ctx.db.$count(projectMessages)).toBe(before);
    // The fresh file was not taken by the message that was rolled back: it can still be sent.
    await say(t, owner, projectId, 'Now', { attachmentIds: [fresh] });
  });

  it('refuses the same id twice and more than ten files', async () => {
    const id = await attached(t, owner);
    const twice = await post(t, '/rest/message/saveMessage', owner, {
      projectId,
      message: 'x',
      attachmentIds: [id, id],
    });
    expect(twice.statusCode).toBe(400);
    const many = await post(t, '/rest/message/saveMessage', owner, {
      projectId,
      message: 'x',
      attachmentIds: Array.from({ length: 11 }, (_, index) => index + 1),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.details.fields).toHaveProperty('attachmentIds');
  });
});
