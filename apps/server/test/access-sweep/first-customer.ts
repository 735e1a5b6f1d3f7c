import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { eq } from 'drizzle-orm';
import { orders, userIdentities } from '../../src/db/schema.ts';
import { sangaboardZip } from '../../src/modules/gerbers/gerbers.test-support.ts';
import type { TestApp } from '../app-harness.ts';
import { multipartBody } from '../multipart.ts';
import { submitOrder } from '../orders.ts';
import { lastMailTo } from '../outbox.ts';
import { caller, type Person, projectOf, share, signedInPerson } from '../people.ts';
import { pollUntil } from '../polling.ts';

/**
 * The kinds of thing a customer's call can name by id. Every id input of every customer route must
 * resolve to one of them (see `kindOfInput`), and each kind has a factory below that makes the first
 * customer's real one. A route naming a new kind (an order, a document, a message…) fails the sweep
 * until its kind and factory are added here.
 */
export type IdKind =
  | 'project'
  | 'person'
  | 'invitation'
  | 'share-notification'
  | 'stack-up'
  | 'product-template'
  | 'order'
  | 'shipping-address'
  | 'document'
  | 'message'
  | 'message-attachment'
  | 'team-member'
  | 'team-owner'
  | 'linked-identity';

/** Kinds the board house keeps for every customer: anyone may name them, so naming one is no refusal. */
export const HOUSE_KINDS: ReadonlySet<IdKind> = new Set(['stack-up', 'product-template']);

/** Inputs named after what they hold. */
const KIND_OF_FIELD: Record<string, IdKind> = {
  projectId: 'project',
  userId: 'person',
  invitationId: 'invitation',
  // A stack-up of the board house's own list: everyone may name it, so any listed one will do.
  stackupId: 'stack-up',
  orderId: 'order',
  // The seed's getorderbyprojectId names the project so.
  projectIdDownload: 'project',
  shippingAddressId: 'shipping-address',
  documentId: 'document',
  messageId: 'message',
  attachmentId: 'message-attachment',
  ownerId: 'team-owner',
};

/** Inputs whose name means a narrower kind on some routes: the team calls' userId is a team member. */
const KIND_OF_ROUTE_FIELD: [RegExp, string, IdKind][] = [
  [/^\/rest\/(open\/deleteTeamUser|team\/member-permissions)$/, 'userId', 'team-member'],
  // A client's own contact details: the customer names itself.
  [/^\/rest\/client-profile$/, 'userId', 'team-owner'],
];

/** A bare `id` means different things on different routes; the path says which. */
const KIND_OF_BARE_ID: [RegExp, IdKind][] = [
  [/^\/rest\/(project|getProjectById|project-ordered)\//, 'project'],
  [/^\/rest\/closesharenotification$/, 'share-notification'],
  [/^\/rest\/product-templates\//, 'product-template'],
  [/^\/rest\/client-shipping/, 'shipping-address'],
  // A client is a customer account, readable by itself only: GET /rest/user_client/{id}.
  [/^\/rest\/user_client\//, 'team-owner'],
  [/^\/rest\/user\/getAllUserEmail\//, 'team-member'],
  [/^\/rest\/account\/identities\//, 'linked-identity'],
];

/** The kind an id input (`path:projectId`, `body:id`…) of a route names, or undefined if unknown. */
export function kindOfInput(routePath: string, input: string): IdKind | undefined {
  const name = input.slice(input.indexOf(':') + 1);
  const special = KIND_OF_ROUTE_FIELD.find(([pattern, field]) => field === name && pattern.test(routePath));
  if (special) return special[2];
  if (name !== 'id') return KIND_OF_FIELD[name];
  return KIND_OF_BARE_ID.find(([pattern]) => pattern.test(routePath))?.[1];
}

/** Text of the first customer's that must never appear in an answer to someone else. */
export const SECRETS = {
  projectName: 'Sweep secret board Qx7',
  bomFile: 'sweep-secret-bom.csv',
  invitee: 'sweep-invitee-qx7@example.test',
  document: 'sweep-secret-final-bom-qx7.pdf',
  message: 'Sweep secret message qx7',
  attachment: 'sweep-secret-photo-qx7.png',
  teamMember: 'sweep-team-member-qx7@example.test',
};

export interface FirstCustomer {
  owner: Person;
  /** The first customer's value for each kind of id. */
  ids: Record<IdKind, string | number>;
  /** What the owner sees of their things, to show afterwards that nothing changed. */
  snapshot(): Promise<Record<string, unknown>>;
}

/**
 * A customer with one of everything: a project with a BOM, a placement file and analysed Gerbers,
 * shared with a colleague, an invitation still waiting, and a share notification of their own.
 */
export async function firstCustomerWorld(t: TestApp): Promise<FirstCustomer> {
  const call = caller(t);
  const owner = await signedInPerson(t);
  const colleague = await signedInPerson(t);
  const sharer = await signedInPerson(t);
  const projectId = await projectOf(t, owner, SECRETS.projectName);
  const upload = (url: string, name: string, data: Buffer) => {
    const body = multipartBody([{ name, data }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const boms = sharedPath('fixtures/boards/sangaboard-v0.4');
  await expectOk(
    upload(
      `/rest/project/bomFileUpload/${projectId}`,
      SECRETS.bomFile,
      readFileSync(path.join(boms, 'bom_jlc.csv')),
    ),
  );
  await expectOk(
    upload(
      `/rest/project/cplFileUpload/${projectId}`,
      'pos.csv',
      readFileSync(path.join(boms, 'pos_jlc.csv')),
    ),
  );
  await expectOk(upload(`/rest/project/pcb/${projectId}/gerbers`, 'sangaboard.zip', await sangaboardZip()));
  await pollUntil(
    'the Gerber analysis',
    async () => (await call('GET', `/rest/project/pcb/${projectId}/gerbers`, owner)).json(),
    (analysis) => analysis.status !== 'pending',
  );
  // A saved spec prices the project; the owner picks an offer, so the basket has it.
  await expectOk(call('POST', `/rest/project/pcb/${projectId}`, owner, {}));
  await expectOk(call('GET', `/rest/project/offers/${projectId}`, owner));
  await expectOk(
    call('POST', '/rest/project/select-offer', owner, { projectId, quantity: 10, workingDays: 20 }),
  );
  await share(t, owner, projectId, colleague, 'edit');
  await expectOk(
    call('POST', '/rest/project/shareproject', owner, { projectId, email: SECRETS.invitee, access: 'read' }),
  );
  const invitations = (await call('GET', `/rest/project/shares/${projectId}/invitations`, owner)).json();
  // Someone shares their own project with the owner and reminds them of it: a notification of their own.
  const sharersProject = await projectOf(t, sharer, 'Shared with the first customer');
  await share(t, sharer, sharersProject, owner, 'read');
  await expectOk(
    call('POST', '/rest/project/sharenotification', sharer, {
      projectId: sharersProject,
      userId: owner.user.id,
      message: 'Have a look',
    }),
  );
  const notifications = (await call('GET', '/rest/shareprojectnotification', owner)).json();
  const staff = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  const template = await call('POST', '/rest/admin/product-templates', staff, {
    name: 'Sweep starter board',
    pcbSpec: {},
    assembly: false,
    quantities: [10],
  });
  await expectOk(Promise.resolve(template));
  const orderId = await paidOrderOf(t, owner, (key) =>
    expectOk(
      upload(`/rest/project/cplFileUpload/${key}`, 'pos.csv', readFileSync(path.join(boms, 'pos_jlc.csv'))),
    ),
  );
  const documentId = await documentOf(t, staff, orderId);
  const address = await call('POST', '/rest/client-shipping', owner, {
    name: 'Sweep Receiver',
    street: 'Secret street 7',
    postalCode: '1234 AB',
    city: 'Eindhoven',
    countryCode: 'NL',
  });
  await expectOk(Promise.resolve(address));
  const message = await messageOf(t, owner, projectId);
  const member = await call('POST', '/rest/team/invite', owner, {
    email: SECRETS.teamMember,
    firstname: 'Sweep',
    lastname: 'Member',
    permissions: { createProjects: true, seeTeamProjects: true, orderAndPay: true },
  });
  await expectOk(Promise.resolve(member));
  // An invitation is not an account: the member exists once they accept from the e-mail.
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/rest/open/accept-user-invitation/${(await lastMailTo(t, SECRETS.teamMember)).code}`,
    payload: { password: 'Sweep-Member-Pass-7' },
  });
  await expectOk(Promise.resolve(accepted));
  // A social sign-in linked to the account (the sweep's server has no identity provider to link one through).
  const [identity] = await t.ctx.db
    .insert(userIdentities)
    .values({
      userId: owner.user.id,
      issuer: 'https://id.sweep.test',
      subject: 'sweep-subject',
      provider: 'google',
    })
    .returning({ id: userIdentities.id });

  const snapshot = async () => {
    const read = async (url: string) => {
      const response = await call('GET', url, owner);
      return { status: response.statusCode, body: response.json() };
    };
    return {
      information: await read(`/rest/project/information/${projectId}`),
      bom: await read(`/rest/project/bom/${projectId}`),
      placements: await read(`/rest/project/cpl/${projectId}`),
      pcb: await read(`/rest/project/pcb/${projectId}`),
      gerbers: await read(`/rest/project/pcb/${projectId}/gerbers`),
      offers: await read(`/rest/project/offers/${projectId}`),
      selection: await read(`/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`),
      shares: await read(`/rest/project/shares/${projectId}`),
      invitations: await read(`/rest/project/shares/${projectId}/invitations`),
      notifications: await read('/rest/shareprojectnotification'),
      order: await read(`/rest/order/${orderId}`),
      shippingAddresses: await read('/rest/client-shipping'),
      team: (await call('POST', '/rest/usersData', owner, {})).json(),
      contactPermissions: await read('/rest/getPermissions'),
      identities: await read('/rest/account/identities'),
      messages: (
        await call('POST', '/rest/messages/getAllMessagesForUser', owner, {
          projectId,
          startLimit: 0,
          endLimit: 500,
        })
      ).json(),
    };
  };
  return {
    owner,
    ids: {
      project: projectId,
      person: colleague.user.id,
      invitation: firstId(invitations, 'invitation'),
      'share-notification': firstId(notifications, 'share notification'),
      'stack-up': '4L-1.6-std',
      'product-template': template.json().id,
      order: orderId,
      'shipping-address': address.json().id,
      document: documentId,
      message: message.messageId,
      'message-attachment': message.attachmentId,
      'team-member': accepted.json().user.id,
      'team-owner': owner.user.id,
      'linked-identity': identity?.id ?? 0,
    },
    snapshot,
  };
}

/**
 * An order of the owner's, paid: a second project with a placement file ordered from its selected
 * offer, then left as the provider's confirmation leaves it (this app has no payment provider to ask),
 * so its invoice exists.
 */
async function paidOrderOf(
  t: TestApp,
  owner: Person,
  addPlacements: (projectId: string) => Promise<void>,
): Promise<number> {
  const call = caller(t);
  const projectId = await projectOf(t, owner, 'Sweep ordered board');
  await addPlacements(projectId);
  await expectOk(call('POST', `/rest/project/pcb/${projectId}`, owner, {}));
  await expectOk(call('GET', `/rest/project/offers/${projectId}`, owner));
  await expectOk(
    call('POST', '/rest/project/select-offer', owner, { projectId, quantity: 10, workingDays: 20 }),
  );
  const order = await submitOrder(t, owner, projectId);
  await t.ctx.db
    .update(orders)
    .set({
      status: 'PAID',
      paidAt: new Date(),
      paymentState: 'PAID',
      invoiceNumber: '2026-900001',
      invoiceIssuedAt: new Date(),
    })
    .where(eq(orders.id, order.orderId));
  return order.orderId;
}

/** A document staff uploaded to the order: its final BOM, as a PDF. */
async function documentOf(t: TestApp, staff: Person, orderId: number): Promise<number> {
  const body = multipartBody([{ name: SECRETS.document, data: '%PDF-1.4\n% sweep final BOM\n%%EOF\n' }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/rest/project/finalBOMupload/${orderId}`,
    headers: { ...staff.headers, ...body.headers },
    payload: body.payload,
  });
  await expectOk(Promise.resolve(response));
  return response.json().id;
}

/** A message the owner wrote in their project's conversation, with a picture attached. */
async function messageOf(t: TestApp, owner: Person, projectId: string) {
  const png = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);
  const body = multipartBody([{ name: SECRETS.attachment, data: png }]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/rest/messageTool/imageUpload',
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
  await expectOk(Promise.resolve(upload));
  const attachmentId: number = upload.json().id;
  const saved = await caller(t)('POST', '/rest/message/saveMessage', owner, {
    projectId,
    message: SECRETS.message,
    attachmentIds: [attachmentId],
  });
  await expectOk(Promise.resolve(saved));
  return { messageId: saved.json().id as number, attachmentId };
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const answer = await response;
  if (answer.statusCode >= 300)
    throw new Error(`setting up the first customer: ${answer.statusCode} ${answer.body}`);
}

function firstId(rows: unknown, what: string): number {
  const id = (rows as { id?: number }[] | undefined)?.[0]?.id;
  if (typeof id !== 'number') throw new Error(`the first customer has no ${what}: ${JSON.stringify(rows)}`);
  return id;
}
