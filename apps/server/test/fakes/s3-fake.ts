import { createHash, randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkSignature,
  decodeBody,
  errorDocument,
  escapeXml,
  type Refusal,
  xmlDocument,
  xmlValues,
} from './s3-wire.ts';

/**
 * A stand-in for an S3-compatible object store on 127.0.0.1, path-style (`/bucket/key`), speaking S3's
 * own HTTP and XML: PutObject (plain or aws-chunked), GetObject, HeadObject, DeleteObject,
 * ListObjectsV2 (1,000 keys a page), DeleteObjects, and multipart uploads. Every request must carry a
 * SigV4 signature made with the one key pair it was started with. Objects live in memory.
 */
export interface StoredObject {
  data: Buffer;
  etag: string;
  contentType: string;
  lastModified: Date;
}

export interface S3FakeRequest {
  method: string;
  /** The path and query as sent, e.g. `/boardhouse/projects/1/a.csv?uploads`. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
}

export interface S3Fake {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by key. */
  objects: Map<string, StoredObject>;
  requests: S3FakeRequest[];
  /** The server's environment variables that point STORAGE_DRIVER=s3 at this fake. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

interface MultipartUpload {
  key: string;
  contentType: string;
  parts: Map<number, { data: Buffer; etag: string }>;
}

const MAX_KEYS = 1000;
const MIN_PART_SIZE = 5 * 1024 * 1024;

export interface S3FakeOptions {
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  /**
   * false: DeleteObjects (POST ?delete) is answered 501 NotImplemented, as by Google Cloud Storage's S3
   * interface and some small self-hosted stores.
   */
  multiObjectDelete?: boolean;
  /**
   * Set: DeleteObjects without a Content-MD5 header is answered 400 with this code, as older MinIO
   * (MissingContentMD5) and Google Cloud Storage and other stores (InvalidRequest) answer it. The SDK
   * sends only x-amz-checksum-crc32 there since 3.729, whatever requestChecksumCalculation says
   * (aws-sdk-js-v3 #6819, #6920; minio #20845).
   */
  deleteObjectsNeedsContentMd5?: 'MissingContentMD5' | 'InvalidRequest';
}

export async function startS3Fake(options: S3FakeOptions = {}): Promise<S3Fake> {
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'FAKEACCESSKEY0000001',
    secretAccessKey: options.secretAccessKey ?? randomBytes(20).toString('base64'),
    region: options.region ?? 'us-east-1',
  };
  const bucket = options.bucket ?? 'boardhouse-files';
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, MultipartUpload>();
  const requests: S3FakeRequest[] = [];

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        handle(request, Buffer.concat(chunks), response);
      } catch (error) {
        refuse(response, request, { status: 500, code: 'InternalError', message: String(error) });
      }
      // Written down as soon as it is answered, before the client can have read the answer.
      const { method = '', url = '', headers } = request;
      requests.push({ method, url, status: response.statusCode, headers });
    });
  });

  function handle(request: IncomingMessage, body: Buffer, response: ServerResponse): ServerResponse {
    const refusal = checkSignature(request, credentials);
    if (refusal) return refuse(response, request, refusal);
    const url = new URL(request.url ?? '/', 'http://fake');
    const [bucketName = '', ...rest] = url.pathname.slice(1).split('/');
    const key = decodeURIComponent(rest.join('/'));
    const query = url.searchParams;
    if (decodeURIComponent(bucketName) !== bucket) {
      return refuse(response, request, {
        status: 404,
        code: 'NoSuchBucket',
        message: 'The specified bucket does not exist',
      });
    }
    const method = request.method ?? 'GET';
    if (!key) {
      if (method === 'GET' && query.get('list-type') === '2') return listObjects(query, response);
      if (method === 'POST' && query.has('delete') && options.multiObjectDelete !== false)
        return deleteObjects(request, body, response);
      if (method === 'HEAD') return response.writeHead(200).end();
      return refuse(response, request, notImplemented);
    }
    const uploadId = query.get('uploadId');
    if (method === 'POST' && query.has('uploads')) return createUpload(request, key, response);
    if (uploadId !== null) return multipartStep(request, body, key, uploadId, response);
    if (method === 'PUT') {
      const data = decodeBody(request, body);
      if (!Buffer.isBuffer(data)) return refuse(response, request, data);
      const stored = store(key, data, contentTypeOf(request));
      return response.writeHead(200, { etag: stored.etag }).end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        return refuse(response, request, {
          status: 404,
          code: 'NoSuchKey',
          message: 'The specified key does not exist.',
        });
      }
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.data.length,
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
      });
      return response.end(method === 'GET' ? object.data : undefined);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    return refuse(response, request, notImplemented);
  }

  function store(key: string, data: Buffer, contentType: string, etag = quotedMd5(data)): StoredObject {
    const object = { data, etag, contentType, lastModified: new Date() };
    objects.set(key, object);
    return object;
  }

  function listObjects(query: URLSearchParams, response: ServerResponse): ServerResponse {
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? MAX_KEYS), MAX_KEYS);
    const token = query.get('continuation-token');
    // The token names the last key handed out, so keys deleted between pages do not shift the next one.
    const after = token ? Buffer.from(token, 'base64').toString('utf8') : (query.get('start-after') ?? '');
    const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key) as StoredObject;
        return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${escapeXml(object.etag)}</ETag><Size>${object.data.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(page.at(-1) ?? '').toString('base64')}</NextContinuationToken>`
      : '';
    const inner = `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${token ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : ''}${next}${contents}`;
    return sendXml(response, 200, xmlDocument('ListBucketResult', inner));
  }

  function deleteObjects(request: IncomingMessage, body: Buffer, response: ServerResponse): ServerResponse {
    const refusedWithoutMd5 = options.deleteObjectsNeedsContentMd5;
    if (refusedWithoutMd5 && !request.headers['content-md5']) {
      return refuse(response, request, {
        status: 400,
        code: refusedWithoutMd5,
        message: 'Missing required header for this request: Content-Md5.',
      });
    }
    const hasChecksum = Object.keys(request.headers).some(
      (name) => name === 'content-md5' || name.startsWith('x-amz-checksum-'),
    );
    if (!hasChecksum) {
      return refuse(response, request, {
        status: 400,
        code: 'InvalidRequest',
        message: 'Missing required header for this request: Content-MD5',
      });
    }
    const xml = body.toString('utf8');
    const keys = xmlValues(xml, 'Key');
    if (keys.length === 0 || keys.length > MAX_KEYS) {
      return refuse(response, request, {
        status: 400,
        code: 'MalformedXML',
        message: 'The XML you provided was not well-formed or did not validate against our published schema',
      });
    }
    for (const key of keys) objects.delete(key);
    const quiet = xmlValues(xml, 'Quiet')[0] === 'true';
    const deleted = quiet
      ? ''
      : keys.map((key) => `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`).join('');
    return sendXml(response, 200, xmlDocument('DeleteResult', deleted));
  }

  function createUpload(request: IncomingMessage, key: string, response: ServerResponse): ServerResponse {
    const uploadId = randomBytes(16).toString('hex');
    uploads.set(uploadId, { key, contentType: contentTypeOf(request), parts: new Map() });
    const inner = `<Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId>`;
    return sendXml(response, 200, xmlDocument('InitiateMultipartUploadResult', inner));
  }

  function multipartStep(
    request: IncomingMessage,
    body: Buffer,
    key: string,
    uploadId: string,
    response: ServerResponse,
  ): ServerResponse {
    const upload = uploads.get(uploadId);
    if (!upload || upload.key !== key) {
      return refuse(response, request, {
        status: 404,
        code: 'NoSuchUpload',
        message: 'The specified multipart upload does not exist.',
      });
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'PUT') {
      const data = decodeBody(request, body);
      if (!Buffer.isBuffer(data)) return refuse(response, request, data);
      const etag = quotedMd5(data);
      upload.parts.set(Number(url.searchParams.get('partNumber')), { data, etag });
      return response.writeHead(200, { etag }).end();
    }
    if (request.method === 'DELETE') {
      uploads.delete(uploadId);
      return response.writeHead(204).end();
    }
    if (request.method !== 'POST') return refuse(response, request, notImplemented);
    const xml = body.toString('utf8');
    const numbers = xmlValues(xml, 'PartNumber').map(Number);
    const etags = xmlValues(xml, 'ETag');
    const parts = numbers.map((number, index) => {
      const part = upload.parts.get(number);
      return part && part.etag === etags[index] ? part : null;
    });
    if (parts.length === 0 || parts.some((part) => !part)) {
      return refuse(response, request, {
        status: 400,
        code: 'InvalidPart',
        message: 'One or more of the specified parts could not be found.',
      });
    }
    const found = parts as { data: Buffer; etag: string }[];
    if (found.slice(0, -1).some((part) => part.data.length < MIN_PART_SIZE)) {
      return refuse(response, request, {
        status: 400,
        code: 'EntityTooSmall',
        message: 'Your proposed upload is smaller than the minimum allowed object size.',
      });
    }
    const digests = Buffer.concat(found.map((part) => Buffer.from(part.etag.replaceAll('"', ''), 'hex')));
    const etag = `"${createHash('md5').update(digests).digest('hex')}-${found.length}"`;
    store(key, Buffer.concat(found.map((part) => part.data)), upload.contentType, etag);
    uploads.delete(uploadId);
    const inner = `<Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag>`;
    return sendXml(response, 200, xmlDocument('CompleteMultipartUploadResult', inner));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    region: credentials.region,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    objects,
    requests,
    env: () => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const notImplemented = { status: 501, code: 'NotImplemented', message: 'The fake does not do this request.' };

const quotedMd5 = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

const contentTypeOf = (request: IncomingMessage) =>
  String(request.headers['content-type'] ?? 'application/octet-stream');

function sendXml(response: ServerResponse, status: number, xml: string): ServerResponse {
  return response.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
}

/** S3's error answer: an XML document, or headers only for HEAD (its answers never have a body). */
function refuse(response: ServerResponse, request: IncomingMessage, refusal: Refusal): ServerResponse {
  const { status, code, message } = refusal ?? notImplemented;
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  if (request.method === 'HEAD') return response.writeHead(status, { 'x-amz-request-id': requestId }).end();
  return response
    .writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId })
    .end(errorDocument(code, message, request.url ?? '/', requestId));
}
