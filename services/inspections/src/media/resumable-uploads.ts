import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { HttpStatus, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { isErrorBody, MEDIA_MAX_BYTES, type ErrorBody, type ErrorCode } from '@irrigo/contracts';
import { DomainException, isDatabaseUnavailable } from '@irrigo/nest-kit';
import { FileConfigstore, FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { DataStore, ERRORS, Server, type Upload } from '@tus/server';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { mediaStorageConfig, type S3Settings } from '../inspections.env.js';
import type { InspectionEntity } from '../inspections/inspection.entity.js';
import { MediaService } from './media.service.js';

/** The public path of a media id's resumable upload: the creation endpoint (POST) and the upload URL (HEAD, PATCH, DELETE) at once. */
export const resumableUploadPath = (inspectionId: string, mediaId: string): string => `/api/inspections/${inspectionId}/media/${mediaId}/resumable`;
const RESUMABLE_PATH = /^\/api\/inspections\/([^/?#]+)\/media\/([^/?#]+)\/resumable\/?(?:[?#].*)?$/;

/**
 * Where an unfinished upload lives in the tus store: the same name for the same media id on every request, so a
 * device that lost everything (its URL storage, the app itself) still finds it by HEAD. The inspection is part of
 * it: a media id sent under another inspection is another upload, and never continues this one.
 */
const UPLOADS_FOLDER = 'resumable-uploads';
const uploadIdOf = (inspectionId: string, mediaId: string) => `${UPLOADS_FOLDER}/${inspectionId}/${mediaId}`;

/**
 * An upload still unfinished a day after it began is abandoned (the device gave up, was wiped, or the inspection
 * was dropped): tus answers 410 to it from then on, and the retention sweep removes its bytes from the tus store.
 * A device that comes back later starts over, which tus-js-client does by itself on a 404 or 410.
 */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

function uploadIdFromUrl(url: string): string | undefined {
  const match = RESUMABLE_PATH.exec(new URL(url).pathname);
  return match?.[1] && match[2] ? uploadIdOf(decodeURIComponent(match[1]), decodeURIComponent(match[2])) : undefined;
}

/** What the controller checked for this request (sign-in, the inspection's scope), for tus's finish hook. */
interface UploadTarget {
  inspection: InspectionEntity;
  mediaId: string;
}

/** tus's own refusals (wrong offset, no such upload, missing Tus-Resumable…) in our ErrorBody shape. */
const CODE_BY_TUS_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  412: 'VALIDATION_FAILED',
  413: 'MEDIA_TOO_LARGE',
};

function errorBodyJson(body: ErrorBody): string {
  return JSON.stringify(body);
}

/** An error answer as an ErrorBody: ours already (the finish hook's), or tus's text under the code of its status. */
function asErrorBody(status: number, text: string): ErrorBody {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (isErrorBody(parsed)) return parsed;
  } catch {
    // tus's own text
  }
  if (status >= 500)
    return { statusCode: status, code: status === 503 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_ERROR', message: 'Something went wrong on our side' };
  return { statusCode: status, code: CODE_BY_TUS_STATUS[status] ?? 'VALIDATION_FAILED', message: text.trim() || 'The upload request was refused' };
}

/**
 * The request's body for tus, ending (rather than failing) where the connection dropped: tus then keeps every byte
 * that arrived, as it does under its own Node adapter. (A failing stream makes @tus/s3-store drop the part it was
 * assembling, including the earlier PATCH's bytes it had just taken back from the bucket.)
 */
function bodyUntilDropped(request: ExpressRequest): PassThrough {
  const body = new PassThrough();
  request.pipe(body);
  request.on('error', () => undefined);
  request.once('close', () => {
    if (request.complete) return;
    request.unpipe(body);
    body.end();
  });
  return body;
}

/**
 * The S3 store, except that removing a finished upload removes its objects too: S3Store.remove stops at the
 * multipart upload S3 no longer knows once completed (NoSuchUpload) and would leave the assembled object and its
 * `.info` in the bucket.
 */
class MediaS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND) throw error;
    }
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] } });
    await this.clearCache(id);
  }

  /**
   * The expired unfinished uploads under resumable-uploads/ go: their multipart upload, `.info` and `.part`, and what
   * this process remembers of them. S3Store's own expiry looks at the whole bucket and keeps its in-memory metadata,
   * with which a HEAD would then call an expired upload finished. Counts uploads, as FileStore does.
   */
  override async deleteExpired(): Promise<number> {
    if (this.getExpiration() === 0) return 0;
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.listMultipartUploads({
        Bucket: this.bucket,
        Prefix: `${UPLOADS_FOLDER}/`,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      });
      const now = Date.now();
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || now <= this.getExpirationDate(upload.Initiated.toISOString()).getTime()) continue;
        try {
          await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId });
        } catch (error) {
          // Gone meanwhile (another replica's sweep, or it was just finished): its objects may still need removing.
          if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
        }
        await this.client.deleteObjects({
          Bucket: this.bucket,
          Delete: { Objects: [{ Key: this.infoKey(upload.Key) }, { Key: this.partKey(upload.Key, true) }] },
        });
        await this.clearCache(upload.Key);
        removed++;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  /** Closes the client's sockets (the app shutting down). */
  destroy(): void {
    this.client.destroy();
  }
}

/**
 * FileStore's metadata (`<id>.json` beside each upload's bytes), listed where our uploads are: FileConfigstore lists
 * only the store's top folder, and ours are two folders down (resumable-uploads/<inspection>/<media>). What it lists
 * is what FileStore's expiry looks at.
 */
class ResumableUploadsConfigstore extends FileConfigstore {
  constructor(private readonly root: string) {
    super(root);
  }

  override async list(): Promise<string[]> {
    const entries = await readdir(join(this.root, UPLOADS_FOLDER), { recursive: true, withFileTypes: true }).catch(() => []);
    const files = new Set(
      entries.filter((entry) => entry.isFile()).map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/')),
    );
    // An upload is its bytes and its .json: one without the other is not listed (FileStore could not remove it).
    return [...files].filter((path) => path.endsWith('.json') && files.has(path.slice(0, -'.json'.length))).map((path) => path.slice(0, -'.json'.length));
  }
}

/**
 * The tus store the environment selects, beside the final media storage: the same S3 bucket, or the local MEDIA_DIR.
 * Either expires unfinished uploads RESUMABLE_UPLOAD_EXPIRY_MS after they began. S3 tags are off: the sweep removes
 * expired uploads itself (no bucket lifecycle rule needed, and stores without object tagging work too).
 */
export function resumableStoreFor(settings: ConfigType<typeof mediaStorageConfig>): DataStore {
  const expirationPeriodInMilliseconds = RESUMABLE_UPLOAD_EXPIRY_MS;
  return settings.s3
    ? new MediaS3Store({ s3ClientConfig: s3ClientConfigOf(settings.s3), expirationPeriodInMilliseconds, useTags: false })
    : new FileStore({ directory: settings.mediaDir, configstore: new ResumableUploadsConfigstore(settings.mediaDir), expirationPeriodInMilliseconds });
}

/** As s3-blob-storage.ts: path-style addressing, checksums only where an operation requires one (aws-sdk-js-v3#6994). */
function s3ClientConfigOf(settings: S3Settings) {
  return {
    bucket: settings.bucket,
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    // tus refused more than Upload-Length and Upload-Length above the limit; this only guards against a store gone wrong.
    if (size > MEDIA_MAX_BYTES) throw new Error('a finished upload is larger than its Upload-Length');
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * Resumable uploads of photos and videos (the tus protocol, @tus/server) at a URL made from the media id. The
 * bytes wait in the tus store (@tus/file-store under MEDIA_DIR, or @tus/s3-store in the S3 bucket) until the last
 * one arrives; then they go through MediaService.upload like a PUT's body (magic bytes, re-encoding, idempotency,
 * final storage), and the unfinished upload is removed whatever the outcome, so a device that sends again starts
 * a new one (a HEAD answers 404) rather than being told an upload is complete that was never stored.
 */
@Injectable()
export class ResumableUploads implements OnApplicationShutdown {
  private readonly logger = new Logger(ResumableUploads.name);
  private readonly tus: Server;
  private readonly store: DataStore;
  /** The checked target of each request in flight, by the web Request handed to tus (its hooks get the same object). */
  private readonly targets = new WeakMap<Request, UploadTarget>();

  constructor(
    private readonly media: MediaService,
    @Inject(mediaStorageConfig.KEY) settings: ConfigType<typeof mediaStorageConfig>,
  ) {
    this.store = resumableStoreFor(settings);
    this.tus = new Server({
      path: '/api/inspections',
      datastore: this.store,
      maxSize: MEDIA_MAX_BYTES,
      namingFunction: (request) => this.uploadIdOf(request),
      getFileIdFromRequest: (request) => uploadIdFromUrl(request.url),
      // The path alone: the gateway serves it under the same path, whatever scheme and host the device used.
      generateUrl: (request) => {
        const target = this.targetOf(request);
        return resumableUploadPath(target.inspection.id, target.mediaId);
      },
      onUploadCreate: async (_request, upload) => {
        // A new POST at an id that has an unfinished upload starts it over (S3Store would otherwise keep its old parts).
        await this.removeUpload(upload.id);
        return {};
      },
      onUploadFinish: (request, upload) => this.finish(request, upload),
      onResponseError: (_request, error) => this.errorAnswer(error),
    });
  }

  /**
   * Hands one request (already signed in and scoped by the controller) to tus and writes its answer. Errors are
   * our ErrorBody JSON; CORS headers are left to the gateway, which alone decides which origins may read the API.
   */
  async handle(request: ExpressRequest, response: ExpressResponse, target: UploadTarget): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const hasBody = request.method === 'PATCH' || request.method === 'POST';
    const webRequest = new Request(new URL(request.originalUrl, 'http://inspections.internal'), {
      method: request.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(bodyUntilDropped(request)) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
    } as RequestInit);
    this.targets.set(webRequest, target);
    const answer = await this.tus.handleWeb(webRequest);

    response.status(answer.status);
    answer.headers.forEach((value, name) => {
      if (!name.toLowerCase().startsWith('access-control-')) response.setHeader(name, value);
    });
    let body = Buffer.from(await answer.arrayBuffer());
    if (answer.status >= 400) {
      // tus writes some refusals itself as text (a missing Tus-Resumable is 412): every error leaves as an ErrorBody.
      body = Buffer.from(errorBodyJson(asErrorBody(answer.status, body.toString('utf8'))));
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Content-Length', String(body.length));
      response.setHeader('Cache-Control', 'no-store');
    }
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  private targetOf(request: Request): UploadTarget {
    const target = this.targets.get(request);
    if (!target) throw new Error('a resumable upload request reached tus without its checked target');
    return target;
  }

  private uploadIdOf(request: Request): string {
    const target = this.targetOf(request);
    return uploadIdOf(target.inspection.id, target.mediaId);
  }

  /**
   * The last byte arrived: store the file as a PUT would. 201 with the stored media when it is new, 200 when
   * this media id already holds these bytes (a device sending again after a lost answer); a refusal (415, 409…)
   * or a database that does not answer (503) comes back as our ErrorBody. tus-js-client takes any 2xx.
   */
  private async finish(request: Request, upload: Upload): Promise<{ status_code: number; headers: Record<string, string>; body: string }> {
    const { inspection, mediaId } = this.targetOf(request);
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    try {
      const bytes = await bytesOf(await this.readUpload(upload.id));
      const result = await this.media.upload(inspection, mediaId, bytes, upload.metadata?.['filetype'] ?? undefined);
      // A POST that carried the whole file must stay 201: its Location is only sent with 201.
      const status = result.created || request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK;
      return { status_code: status, headers: json, body: JSON.stringify(result.media) };
    } catch (error) {
      const body = this.domainErrorBody(error);
      return {
        status_code: body.statusCode,
        headers: { ...json, 'Cache-Control': 'no-store', ...(body.statusCode === 503 ? { 'Retry-After': '5' } : {}) },
        body: errorBodyJson(body),
      };
    } finally {
      await this.removeUpload(upload.id);
    }
  }

  private async readUpload(id: string): Promise<Readable> {
    // FileStore reads synchronously, S3Store asynchronously; neither is on DataStore's type.
    const store = this.store as DataStore & { read(id: string): Readable | Promise<Readable> };
    return store.read(id);
  }

  private domainErrorBody(error: unknown): ErrorBody {
    if (error instanceof DomainException) return error.getResponse() as ErrorBody;
    if (isDatabaseUnavailable(error)) return { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'The database is not available right now' };
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' };
  }

  /** tus's refusals keep their status and text (made an ErrorBody by handle()); anything unexpected is logged and becomes a plain 500. */
  private errorAnswer(error: Error | { status_code: number; body: string }): { status_code: number; body: string } {
    const status = 'status_code' in error && typeof error.status_code === 'number' ? error.status_code : 500;
    if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : `tus: ${error.body}`);
    return { status_code: status, body: 'body' in error && typeof error.body === 'string' ? error.body : '' };
  }

  /** Removes an unfinished (or just finished) upload; one that is not there is already gone. */
  private async removeUpload(id: string): Promise<void> {
    try {
      await this.store.remove(id);
    } catch (error) {
      if (error === ERRORS.FILE_NOT_FOUND) return;
      this.logger.warn(`could not remove the resumable upload ${id}: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
    }
  }

  /**
   * Removes the uploads begun more than RESUMABLE_UPLOAD_EXPIRY_MS ago and never finished (the retention sweep calls
   * it); how many.
   */
  removeAbandoned(): Promise<number> {
    return this.tus.cleanUpExpiredUploads();
  }

  onApplicationShutdown(): void {
    if (this.store instanceof MediaS3Store) this.store.destroy();
  }
}
