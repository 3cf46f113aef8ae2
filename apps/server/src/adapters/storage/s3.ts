import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { onFirstUse } from '../../lib/on-first-use.ts';
import { assertSafeKey, StorageUnavailable, type FileStorage } from './port.ts';

/**
 * The AWS SDK, loaded when an S3 store is made: a site on local disk never holds it (about 6 MB of
 * heap and its code, ADR 0220). Both packages ship CommonJS builds.
 */
const sdk = onFirstUse<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');
const presigner = onFirstUse<typeof import('@aws-sdk/s3-request-presigner')>('@aws-sdk/s3-request-presigner');

/** S3's smallest part but the last: a streamed file is held at most this much at a time. */
export const PART_BYTES = 5 * 1024 * 1024;

export interface S3StorageOptions {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Connect timeout, and the longest silence mid-transfer (a stream has no whole-call deadline). */
  timeoutMs: number;
}

/** What a stored object is: its size, and the sha256 it was put with (storage:migrate's check). */
export interface StoredObject {
  bytes: number;
  sha256: string | undefined;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/**
 * Any S3-compatible service through the AWS SDK v3 (ADR 0140). The bucket stays private: the
 * routes stream files through our own signed links; `presignedGet` gives a short-lived link of
 * the service's own for a caller that must hand one out. Every failure of the service is
 * StorageUnavailable; a failing source stream rejects with its own error, leaving nothing.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly where: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.where = `bucket ${options.bucket} at ${options.endpoint ?? `AWS S3 (${options.region})`}`;
    this.client = new (sdk().S3Client)({
      region: options.region,
      ...(options.endpoint && { endpoint: options.endpoint }),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId &&
        options.secretAccessKey && {
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        }),
      maxAttempts: 2,
      // The SDK's own Node handler, given its options: our deadline on every call (ADR 0066).
      requestHandler: { connectionTimeout: options.timeoutMs, requestTimeout: options.timeoutMs },
    });
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new (sdk().HeadBucketCommand)({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const because = { cause: error };
      if (status === 404)
        throw new Error(`S3_BUCKET: the ${this.where} does not exist (create it, private, first)`, because);
      if (status === 403 || status === 401)
        throw new Error(
          `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: refused by the ${this.where} (${(error as Error).name})`,
          because,
        );
      throw new Error(
        `S3_ENDPOINT: the ${this.where} cannot be reached: ${(error as Error).message}`,
        because,
      );
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    const sha256 = createHash('sha256').update(data).digest('hex');
    await this.call(() =>
      this.client.send(
        new (sdk().PutObjectCommand)({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          Metadata: { sha256 },
        }),
      ),
    );
  }

  /** One PUT for a small file; a larger one in parts of PART_BYTES, aborted on any failure. */
  async putStream(key: string, source: Readable): Promise<void> {
    assertSafeKey(key);
    const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let part = await nextPart(chunks);
    if (part.last) return this.put(key, part.data);
    const { UploadId } = await this.call(() =>
      this.client.send(new (sdk().CreateMultipartUploadCommand)({ Bucket: this.bucket, Key: key })),
    );
    const parts: { ETag: string; PartNumber: number }[] = [];
    try {
      for (let number = 1; ; number += 1) {
        // A stream that ends just at a part's end leaves an empty last part: nothing to send.
        if (part.last && part.data.length === 0) break;
        const { ETag } = await this.call(() =>
          this.client.send(
            new (sdk().UploadPartCommand)({
              Bucket: this.bucket,
              Key: key,
              UploadId,
              PartNumber: number,
              Body: part.data,
              ContentLength: part.data.length,
            }),
          ),
        );
        parts.push({ ETag: ETag!, PartNumber: number });
        if (part.last) break;
        part = await nextPart(chunks);
      }
      await this.call(() =>
        this.client.send(
          new (sdk().CompleteMultipartUploadCommand)({
            Bucket: this.bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: parts },
          }),
        ),
      );
    } catch (error) {
      // Best effort: a part left behind is the bucket's lifecycle rule's to clean (docs/deploy.md).
      await this.client
        .send(new (sdk().AbortMultipartUploadCommand)({ Bucket: this.bucket, Key: key, UploadId }))
        .catch(() => {});
      throw error;
    }
  }

  async openRead(key: string): Promise<Readable | undefined> {
    assertSafeKey(key);
    const answer = await this.read(() =>
      this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: key })),
    );
    return answer && (answer.Body as Readable);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const stream = await this.openRead(key);
    if (!stream) return undefined;
    const parts: Buffer[] = [];
    try {
      for await (const chunk of stream) parts.push(chunk as Buffer);
    } catch (error) {
      throw new StorageUnavailable(`storage get: ${(error as Error).message}`, { cause: error });
    }
    return Buffer.concat(parts);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.call(() =>
      this.client.send(new (sdk().DeleteObjectCommand)({ Bucket: this.bucket, Key: key })),
    );
  }

  /** The object's size and recorded sha256; undefined when nothing is stored under the key. */
  async stat(key: string): Promise<StoredObject | undefined> {
    assertSafeKey(key);
    const head = await this.read(() =>
      this.client.send(new (sdk().HeadObjectCommand)({ Bucket: this.bucket, Key: key })),
    );
    return head && { bytes: head.ContentLength ?? 0, sha256: head.Metadata?.sha256 };
  }

  /** A link of the service's own to one object, valid for `seconds`, with the type it is served as. */
  async presignedGet(key: string, seconds: number, contentType: string): Promise<string> {
    assertSafeKey(key);
    return presigner().getSignedUrl(
      this.client,
      new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: key, ResponseContentType: contentType }),
      { expiresIn: seconds },
    );
  }

  close(): void {
    this.client.destroy();
  }

  /** Every failure of the service is StorageUnavailable. */
  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw new StorageUnavailable(`storage (${this.where}): ${(error as Error).message}`, { cause: error });
    }
  }

  /** A read: a missing object is undefined. */
  private async read<T>(send: () => Promise<T>): Promise<T | undefined> {
    try {
      return await send();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw new StorageUnavailable(`storage (${this.where}): ${(error as Error).message}`, { cause: error });
    }
  }
}

/** The next part of a stream: up to PART_BYTES, and whether the stream ended with it. */
async function nextPart(chunks: AsyncIterator<Buffer>): Promise<{ data: Buffer; last: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < PART_BYTES) {
    const next = await chunks.next();
    if (next.done) return { data: Buffer.concat(parts), last: true };
    parts.push(next.value);
    length += next.value.length;
  }
  // A part over PART_BYTES is fine: only the parts' minimum matters to S3.
  return { data: Buffer.concat(parts), last: false };
}
