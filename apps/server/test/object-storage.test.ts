import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAttachments } from '../src/db/schema.ts';
import { PDF as DOCUMENT_PDF, storedDocument } from '../src/modules/documents/documents.test-support.ts';
import { PNG, uploadAttachment } from '../src/modules/messages/messages.test-support.ts';
import { S3FileStorage } from '../src/storage/s3-storage.ts';
import { createTestApp, type TestApp } from './app-harness.ts';
import { type S3Fake, startS3Fake } from './fakes/s3-fake.ts';
import { placedOrder } from './orders.ts';
import { type Person, signedInPerson } from './people.ts';

/**
 * The whole server with STORAGE_DRIVER=s3 against an S3-compatible server on 127.0.0.1: uploads land
 * in the bucket (not on the local disk), downloads come back from it, and a storage that is gone
 * answers 503 STORAGE.UNAVAILABLE.
 */
let s3: S3Fake;
let t: TestApp;
let owner: Person;
let admin: Person;
let orderId: number;

beforeAll(async () => {
  s3 = await startS3Fake();
  t = await createTestApp(s3.env());
  owner = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  orderId = (await placedOrder(t, owner, 'Board in the bucket')).orderId;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const download = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });
const storageKeyOf = async (attachmentId: number) =>
  (await t.ctx.db.select().from(messageAttachments).where(eq(messageAttachments.id, attachmentId)))[0]
    ?.storageKey ?? '';

describe('files in an S3 bucket (STORAGE_DRIVER=s3)', () => {
  it('keeps a message attachment in the bucket and downloads it back through the API', async () => {
    const uploaded = await uploadAttachment(t, owner, 'solder joints.png', PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const key = await storageKeyOf(uploaded.json().id);
    expect(key).toMatch(new RegExp(`^messages/${owner.user.id}/[0-9a-f]+\\.png$`));
    expect(s3.objects.get(key)?.data.equals(PNG)).toBe(true);
    expect(existsSync(t.ctx.config.filesDir) ? readdirSync(t.ctx.config.filesDir) : []).toEqual([]);

    const response = await download(uploaded.json().url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);

    // Another server process sharing the bucket reads the same object under the same key.
    const another = new S3FileStorage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
    expect((await another.get(key)).equals(PNG)).toBe(true);
  });

  it('streams an order document from the bucket to its customer', async () => {
    const documentId = await storedDocument(
      t,
      admin,
      orderId,
      'production-report',
      'report.pdf',
      DOCUMENT_PDF,
    );
    const response = await download(`/rest/get-file/${orderId}/${documentId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(DOCUMENT_PDF)).toBe(true);
  });

  it('answers 404 for an attachment whose object is gone from the bucket', async () => {
    const uploaded = await uploadAttachment(t, owner, 'gone.png', PNG);
    s3.objects.delete(await storageKeyOf(uploaded.json().id));
    const response = await download(uploaded.json().url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toMatch(/no longer stored/);
  });

  it('answers 503 STORAGE.UNAVAILABLE while the object storage is down, and stores no row for an upload', async () => {
    const uploaded = await uploadAttachment(t, owner, 'before.png', PNG);
    await s3.stop();
    const rowsBefore = (await t.ctx.db.select().from(messageAttachments)).length;

    const response = await download(uploaded.json().url);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({ code: 'STORAGE.UNAVAILABLE' });
    const refused = await uploadAttachment(t, owner, 'after.png', PNG);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('STORAGE.UNAVAILABLE');
    expect((await t.ctx.db.select().from(messageAttachments)).length).toBe(rowsBefore);
  });
});
