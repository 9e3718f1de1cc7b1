import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/inspections.env.js';

export interface TestS3 {
  settings: S3Settings;
  /** The S3_* variables that point the service at this server. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION', string>;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server of the test's own: s3rver on 127.0.0.1, a random port, a temporary folder, one bucket.
 * `prepare` changes the server before it starts (resumable-s3rver.ts adds the multipart operations tus needs).
 */
export async function startTestS3(bucket = 'irrigo-media', prepare: (server: S3rver) => void = () => undefined): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'irrigo-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  prepare(server);
  const { port } = await server.run();
  // s3rver accepts its own fixed credentials (S3RVER / S3RVER).
  const settings: S3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_REGION: settings.region,
    },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
