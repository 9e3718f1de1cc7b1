import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestS3, type TestS3 } from './storage-s3rver.js';

/** The bits of a Koa context the two added operations use. */
interface S3rverContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}
type Middleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void>;

/**
 * s3rver 3.7 with the multipart operations it lacks and @tus/s3-store needs (and ListMultipartUploads, below): ListParts (GET ?uploadId, how
 * much of an unfinished upload arrived) and AbortMultipartUpload (DELETE ?uploadId). Both read and remove the
 * parts exactly where s3rver's own UploadPart writes them (`<bucket>/<uploads folder>/<uploadId>/<partNumber>`),
 * and answer as S3 does (an unknown or completed upload is 404 NoSuchUpload). Everything else is s3rver's.
 */
function multipartCompletion(): Middleware {
  return async (context, next) => {
    const uploadId = context.query['uploadId'];
    const match = /^\/([^/]+)\/(.+)$/.exec(context.path);
    if (typeof uploadId !== 'string' || !match?.[1] || !match[2] || (context.method !== 'GET' && context.method !== 'DELETE')) return next();
    const [, bucket, key] = match;
    const directory = join(context.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    let names: string[];
    try {
      names = await readdir(directory);
    } catch {
      context.status = 404;
      context.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.', UploadId: uploadId } };
      return;
    }
    if (context.method === 'DELETE') {
      await rm(directory, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => ({
        PartNumber: number,
        ETag: `"${(await readFile(join(directory, `${number}.md5`), 'utf8')).trim()}"`,
        Size: (await stat(join(directory, String(number)))).size,
      })),
    );
    context.body = { ListPartsResult: { Bucket: bucket, Key: decodeURIComponent(key), UploadId: uploadId, MaxParts: 10_000, IsTruncated: false, Part: parts } };
  };
}

/**
 * ListMultipartUploads (GET /<bucket>?uploads), which @tus/s3-store's expiry reads: every unfinished upload s3rver
 * keeps (`<uploads folder>/<uploadId>/key`), initiated when its `key` file was written (a test ages an upload by
 * setting that file's time). One page: a test bucket holds few.
 */
function multipartListing(): Middleware {
  return async (context, next) => {
    const match = /^\/([^/]+)\/?$/.exec(context.path);
    if (context.method !== 'GET' || !match?.[1] || !('uploads' in context.query)) return next();
    const bucket = match[1];
    const folder = context.store.getResourcePath(bucket, undefined, 'uploads');
    const ids = await readdir(folder).catch(() => [] as string[]);
    const uploads = await Promise.all(
      ids.map(async (uploadId) => {
        const keyFile = join(folder, uploadId, 'key');
        return { Key: await readFile(keyFile, 'utf8'), UploadId: uploadId, Initiated: (await stat(keyFile)).mtime.toISOString() };
      }),
    );
    context.body = { ListMultipartUploadsResult: { Bucket: bucket, MaxUploads: 1000, IsTruncated: false, Upload: uploads } };
  };
}

/** As startTestS3 (storage-s3rver.ts), for the tus S3 store: s3rver with multipart listing, part listing and abort added. */
export function startResumableTestS3(bucket = 'irrigo-media'): Promise<TestS3> {
  return startTestS3(bucket, (server) => {
    // Before s3rver's router (the last middleware), which would refuse them as MethodNotAllowed.
    const { middleware } = server as unknown as { middleware: Middleware[] };
    middleware.splice(middleware.length - 1, 0, multipartCompletion(), multipartListing());
  });
}
