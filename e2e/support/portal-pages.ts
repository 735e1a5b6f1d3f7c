// Every page of the portal a person can reach, signed out, as a customer and as an administrator,
// and a project with a real BOM and Gerbers so that the wizard steps show what customers see.
// Shared by the screenshots script and the accessibility check, so both look at the same pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { ADMIN_MENU } from '../../apps/web/src/admin/admin-menu.ts';
import { SIDE_MENU } from '../../apps/web/src/app/routes.ts';
import { SANGABOARD_GERBERS, zipFolder } from './gerber-zip.ts';

/** Hash routes (without `#/`) of the pages shown before signing in. */
export const signedOutPages = [
  'login',
  'signup',
  'thank_you',
  'welcome/not-a-real-code?mode=reset',
  'confirm-email/not-a-real-code',
];

/**
 * Hash routes of the customer's pages: every side-menu entry (read from the menu itself, so a new entry
 * is checked and photographed at once), then the pages reached from the top bar and a missing one.
 */
export const customerPages = [
  ...SIDE_MENU.map((entry) => entry.path.slice(1)),
  'my-documentation',
  'my-basket',
  'checkout',
  'profile',
  'faq',
  'does-not-exist',
];

/** Hash routes of the back office: every ADMIN menu entry, read from the menu itself. */
export const adminPages = ['home', 'my-projects', ...ADMIN_MENU.map((entry) => `admin/${entry.path}`)];

/** The five wizard steps of a project: information, BOM, PCB, offers, order. */
export function projectPages(projectId: string): string[] {
  return [1, 2, 3, 4, 5].map((step) => `myprojects/new/${projectId}/${step}`);
}

/** An access token for `username`, from the sign-in call the web app makes. */
export async function signInThroughApi(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const fixtureBoard = sharedPath('fixtures/boards/sangaboard-v0.4');

/** A project with the Sangaboard BOM, placement file and Gerbers, made through the API as the web app would. */
export async function projectWithBom(
  url: string,
  token: string,
  name = 'Sangaboard v0.4 assembly',
): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${url}/rest/project/new`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!created.ok) throw new Error(`new project: ${created.status} ${await created.text()}`);
  const { projectId } = (await created.json()) as { projectId: string };
  const upload = async (route: string, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(path.join(fixtureBoard, fileName))]), fileName);
    const response = await fetch(`${url}${route}`, { method: 'POST', headers: auth, body: form });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  };
  await upload(`/rest/project/bomFileUpload/${projectId}`, 'bom_jlc.csv');
  await upload(`/rest/project/cplFileUpload/${projectId}`, 'pos_jlc.csv');
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await zipFolder(SANGABOARD_GERBERS))]),
    'sangaboard-gerbers.zip',
  );
  const gerbers = await fetch(`${url}/rest/project/pcb/${projectId}/gerbers`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (!gerbers.ok) throw new Error(`gerbers: ${gerbers.status} ${await gerbers.text()}`);
  await saveSpecFromGerbers(url, auth, projectId);
  return projectId;
}

/** Waits for the Gerber analysis and saves the PCB spec with the measured size, so the project has offers. */
export async function saveSpecFromGerbers(url: string, auth: Record<string, string>, projectId: string) {
  const deadline = Date.now() + 60_000;
  let outline: { widthMm: number; heightMm: number } | null = null;
  while (Date.now() < deadline) {
    const analysis = (await (
      await fetch(`${url}/rest/project/pcb/${projectId}/gerbers`, { headers: auth })
    ).json()) as {
      status: string;
      outline: { widthMm: number; heightMm: number } | null;
    };
    if (analysis.status !== 'pending') {
      outline = analysis.outline;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!outline) throw new Error('the Gerber analysis gave no board outline');
  const saved = await fetch(`${url}/rest/project/pcb/${projectId}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      widthMm: Math.round(outline.widthMm * 100) / 100,
      heightMm: Math.round(outline.heightMm * 100) / 100,
    }),
  });
  if (!saved.ok) throw new Error(`PCB spec: ${saved.status} ${await saved.text()}`);
}
