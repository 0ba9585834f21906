import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, uploadsKeyOf, uploadsUrlOf } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (R2, MinIO, ...); unset for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Files in an S3-compatible bucket, so any number of server processes share them (docs/design.md §10). The
 * bucket is private: browsers never fetch from it. The app reads the objects and serves them at /uploads/,
 * where it decides who may see a photo that is not yet approved and how long a copy may be cached.
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
  const isMissing = (error: unknown) =>
    error instanceof NotFound ||
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
  return {
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    publicUrl: uploadsUrlOf,
    keyFromUrl: uploadsKeyOf,
  };
}
