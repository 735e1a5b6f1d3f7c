import type { TestApp } from '../../../test/app-harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { caller, type Person } from '../../../test/people.ts';

/** Files and calls the message-centre tests share. */

export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
/** The start of a Windows program: "MZ", then what the DOS stub says. */
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.'),
]);

export const WHOLE_CONVERSATION = { startLimit: 0, endLimit: 500 };

/** POST `url` as `who` with a JSON body. */
export const post = (t: TestApp, url: string, who: Person, body: object = {}) =>
  caller(t)('POST', url, who, body);

/** Writes a message and expects it stored; answers the saved message. */
export async function say(
  t: TestApp,
  who: Person,
  projectId: string,
  message: string,
  extra: { category?: string; attachmentIds?: number[] } = {},
) {
  const response = await post(t, '/rest/message/saveMessage', who, { projectId, message, ...extra });
  if (response.statusCode !== 200) throw new Error(`message not saved: ${response.body}`);
  return response.json() as { id: number; message: string; createdAt: string };
}

/** An attachment upload as `who` (null: no token). */
export function uploadAttachment(t: TestApp, who: Person | null, fileName: string, data: Buffer | string) {
  const body = multipart(fileName, data);
  return t.app.inject({
    method: 'POST',
    url: '/rest/messageTool/imageUpload',
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

/** Uploads and expects it stored; answers the attachment's id. */
export async function attached(t: TestApp, who: Person, fileName = 'photo.png', data: Buffer = PNG) {
  const response = await uploadAttachment(t, who, fileName, data);
  if (response.statusCode !== 200) throw new Error(`attachment not stored: ${response.body}`);
  return response.json().id as number;
}

/** The conversation as `who` reads it, newest first. */
export async function conversation(t: TestApp, who: Person, projectId: string) {
  const response = await post(t, '/rest/messages/getAllMessagesForUser', who, {
    projectId,
    ...WHOLE_CONVERSATION,
  });
  if (response.statusCode !== 200) throw new Error(`conversation not read: ${response.body}`);
  return response.json().messages as {
    id: number;
    message: string;
    category: string;
    readByMe: boolean;
    author: { userId: number; name: string; isStaff: boolean };
    attachments: { id: number; fileName: string; contentType: string; sizeBytes: number }[];
  }[];
}
