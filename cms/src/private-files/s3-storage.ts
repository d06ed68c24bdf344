import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchBucket,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, type PrivateStorage } from './private-file';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The bucket the environment names (S3_BUCKET and its S3_* settings), or null for local folders. */
export function s3Settings(): S3Settings | null {
  if (!process.env.S3_BUCKET) return null;
  return {
    bucket: process.env.S3_BUCKET,
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: process.env.S3_REGION || 'us-east-1',
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
  };
}

/**
 * Production: a private S3-compatible bucket (SeaweedFS in docker-compose.yml). Objects are written without
 * any ACL (the bucket's default, private; Garage refuses ACLs) and read back through the cms only. `checkKey`
 * refuses any key its files never have (private files by default; public media keep theirs under `public/`).
 */
export function s3Storage(settings: S3Settings, checkKey: (key: string) => void = assertKey): PrivateStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // SeaweedFS, Garage and most self-hosted services address buckets by path, not by sub-domain.
    forcePathStyle: true,
    // A bucket that stops answering fails the request (and frees the e-mail worker reading an attachment).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000 },
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes, type) {
      checkKey(key);
      const put = () =>
        client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: type, ContentLength: bytes.length }));
      try {
        await put();
      } catch (error) {
        // A fresh service (the compose file's SeaweedFS) has no bucket yet: the first file makes it.
        if (!(error instanceof NoSuchBucket)) throw error;
        await client.send(new CreateBucketCommand({ Bucket }));
        await put();
      }
    },
    async get(key) {
      checkKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) return null;
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof Error && error.name === 'NotFound')) return null;
        throw error;
      }
    },
    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
