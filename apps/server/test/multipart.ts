/** One file part of a multipart/form-data body. */
export interface FilePart {
  name: string;
  data: Buffer | Uint8Array | string;
  /** The form field; uploads read `file`. */
  field?: string;
}

/**
 * A multipart/form-data body as a browser sends it, with every file part under its field. `closed:
 * false` leaves the closing boundary off, as a cut-off upload would.
 */
export function multipartBody(files: readonly FilePart[], options: { closed?: boolean } = {}) {
  const boundary = `----boardhouse${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(file.data),
    Buffer.from('\r\n'),
  ]);
  const end = options.closed === false ? [] : [Buffer.from(`--${boundary}--\r\n`)];
  return {
    payload: Buffer.concat([...parts, ...end]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The body of a one-file upload, as the upload forms send it. */
export function multipart(fileName: string, data: FilePart['data'], field = 'file') {
  return multipartBody([{ name: fileName, data, field }]);
}
