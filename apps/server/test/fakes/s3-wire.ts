import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The parts of S3's wire format the fake in s3-fake.ts needs: Signature Version 4 checks, the
 * aws-chunked body framing, and the XML documents S3 reads and writes.
 */

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export type Refusal = { status: number; code: string; message: string } | null;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** RFC 3986 encoding, as SigV4 wants it in the canonical query string. */
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, '%20'));
      return [strictEncode(decode(name)), strictEncode(decode(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Checks the request's SigV4 Authorization header against the one key pair the fake knows: a missing
 * header, another access key or a wrong signature are refused the way S3 refuses them.
 */
export function checkSignature(request: IncomingMessage, credentials: Credentials): Refusal {
  const header = request.headers.authorization;
  if (!header) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
  const match = AUTHORIZATION.exec(header);
  if (!match) return { status: 400, code: 'AuthorizationHeaderMalformed', message: 'Malformed header' };
  const [, accessKeyId, day = '', region = '', signedHeaders = '', signature] = match;
  if (accessKeyId !== credentials.accessKeyId) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  const [path = '/', rawQuery = ''] = (request.url ?? '/').split(/\?(.*)/s);
  const headerLines = signedHeaders.split(';').map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery(rawQuery),
    headerLines.join(''),
    signedHeaders,
    request.headers['x-amz-content-sha256'] ?? sha256Hex(''),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    String(request.headers['x-amz-date'] ?? ''),
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region),
  );
  if (hmac(signingKey, stringToSign).toString('hex') !== signature) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return null;
}

/**
 * The object's bytes from a request body: as sent, or unframed when the SDK streamed it as
 * `aws-chunked` (`<hex size>[;chunk-signature=…]\r\n<bytes>\r\n`, ending with a 0-size chunk and
 * optional trailers such as `x-amz-checksum-crc32:…`).
 */
export function decodeBody(request: IncomingMessage, body: Buffer): Buffer | Refusal {
  const sha = String(request.headers['x-amz-content-sha256'] ?? '');
  const encoding = String(request.headers['content-encoding'] ?? '');
  if (!sha.startsWith('STREAMING-') && !encoding.split(',').includes('aws-chunked')) {
    if (/^[0-9a-f]{64}$/.test(sha) && sha256Hex(body) !== sha) {
      return {
        status: 400,
        code: 'XAmzContentSHA256Mismatch',
        message: 'The provided x-amz-content-sha256 header does not match what was computed.',
      };
    }
    return body;
  }
  const chunks: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) return incomplete();
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size)) return incomplete();
    offset = lineEnd + 2;
    if (size === 0) break;
    chunks.push(body.subarray(offset, offset + size));
    offset += size + 2;
  }
  const data = Buffer.concat(chunks);
  const declared = request.headers['x-amz-decoded-content-length'];
  if (declared !== undefined && Number(declared) !== data.length) return incomplete();
  return data;
}

const incomplete = (): Refusal => ({
  status: 400,
  code: 'IncompleteBody',
  message: 'You did not provide the number of bytes specified by the Content-Length HTTP header.',
});

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
  );

/** Every `<tag>…</tag>` text inside `xml`, unescaped. */
export function xmlValues(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) =>
    unescapeXml(match[1] ?? ''),
  );
}

export function xmlDocument(root: string, inner: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`;
}

export function errorDocument(code: string, message: string, resource: string, requestId: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
}
