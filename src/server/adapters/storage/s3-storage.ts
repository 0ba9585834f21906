import {
  DeleteObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (R2, MinIO, ...); unset for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Where browsers fetch the files from (the bucket's public address or a CDN in front of it). */
  publicBaseUrl: string;
}

/**
 * Files in an S3-compatible bucket, so any number of server processes share them (DESIGN.md §10).
 * Keys are random and never reused, so objects are stored as cacheable forever.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const base = options.publicBaseUrl.replace(/\/$/, '');
  return {
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    publicUrl: (key) => `${base}/${key}`,
    keyFromUrl: (url) => (url.startsWith(`${base}/`) ? url.slice(base.length + 1) : undefined),
  };
}
