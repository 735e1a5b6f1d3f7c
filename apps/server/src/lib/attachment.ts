/**
 * A file name safe to hand back in a download: no folders, control or quote characters, at most 150
 * characters, never empty.
 */
export function sanitiseFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}"*:<>?|]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(-150);
  return cleaned || fallback;
}

/** Content-Disposition for a download: an ASCII name for old clients, the exact name (RFC 6266) for others. */
export function attachmentHeader(fileName: string): string {
  const safe = sanitiseFileName(fileName);
  const ascii = safe
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\;%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
