import type { FileStorage } from '../../storage/storage.ts';
import type { GerberUploadRow } from './gerbers.repository.ts';

/**
 * How one Gerber upload lies in storage: its folder (the row's storageKey) holds `files/` (the extracted
 * files), `files.json` (the manifest: each file's name as uploaded and its key) and, once analysed, the
 * two previews.
 */

export type Side = 'top' | 'bottom';
export type StoredFile = { name: string; key: string };

export const previewKey = (row: Pick<GerberUploadRow, 'storageKey'>, side: Side) =>
  `${row.storageKey}/preview-${side}.svg`;
export const manifestKey = (storageKey: string) => `${storageKey}/files.json`;

export async function readManifest(storage: FileStorage, storageKey: string): Promise<StoredFile[]> {
  return JSON.parse((await storage.get(manifestKey(storageKey))).toString('utf8')) as StoredFile[];
}

/**
 * Copies an upload's folder `from` to `to`: every file of the manifest, a manifest naming the copies,
 * and the previews when `withPreviews` (an upload still being analysed has none yet). A failed copy
 * leaves what it wrote for the caller to remove.
 */
export async function copyUploadFolder(
  storage: FileStorage,
  from: string,
  to: string,
  withPreviews: boolean,
): Promise<void> {
  const copied: StoredFile[] = [];
  for (const file of await readManifest(storage, from)) {
    // Keys inside the folder keep their place; only the folder changes.
    const key = file.key.startsWith(`${from}/`) ? `${to}${file.key.slice(from.length)}` : null;
    if (!key) throw new Error(`Gerber file ${file.key} lies outside its upload ${from}`);
    await storage.put(key, await storage.get(file.key));
    copied.push({ name: file.name, key });
  }
  await storage.put(manifestKey(to), Buffer.from(JSON.stringify(copied)));
  if (withPreviews) {
    for (const side of ['top', 'bottom'] as const) {
      await storage.put(
        previewKey({ storageKey: to }, side),
        await storage.get(previewKey({ storageKey: from }, side)),
      );
    }
  }
}
