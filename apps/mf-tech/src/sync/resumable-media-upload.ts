import { ApiError, fetchWithTimeout } from '@irrigo/api-client';
import type { StoredMedia } from '@irrigo/contracts';
import { DetailedError, Upload, type HttpRequest, type HttpResponse, type HttpStack } from 'tus-js-client';
import { inspectionMediaUrl } from './inspection-api';

/**
 * A video's resumable upload (tus, services/inspections …/media/{mediaId}/resumable), so one bar of signal that
 * drops at 9 MB of 10 costs one chunk, not the whole file. The upload URL is made from the media id: the same URL
 * creates it and continues it, so nothing needs remembering on the device; every try asks the server (HEAD) how
 * much arrived and sends only the rest.
 */

/** 1 MiB: a drop loses at most this much, and a chunk gets through a weak signal well within its time. */
export const RESUMABLE_CHUNK_BYTES = 1024 * 1024;
/**
 * One request (HEAD, POST, or a 1 MiB PATCH) that makes no progress for this long is given up (about 17 kB/s):
 * the outbox never waits behind one stalled upload, and its next try resumes where the server got to.
 */
export const RESUMABLE_REQUEST_TIMEOUT_MS = 60_000;

export const resumableMediaUrl = (inspectionId: string, mediaId: string): string => `${inspectionMediaUrl(inspectionId, mediaId)}/resumable`;

/** Whether a file goes resumably: videos (the large files); photos are at most a few hundred kB after resizing. */
export function goesResumably(contentType: string): boolean {
  return contentType.toLowerCase().startsWith('video/');
}

/**
 * tus-js-client's requests through fetch (the app's fetchWithTimeout: the session cookie, a time limit per
 * request), rather than its own XMLHttpRequest: a request that outlives the limit fails as RequestTimeoutError,
 * a refusal keeps its status and ErrorBody. fetch reports no upload progress; a chunk's completion is the progress.
 */
class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  getMethod(): string {
    return this.method;
  }

  getURL(): string {
    return this.url;
  }

  setHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getHeader(name: string): string | undefined {
    return this.headers[name];
  }

  setProgressHandler(): void {
    // fetch cannot report upload progress.
  }

  async send(body: unknown): Promise<HttpResponse> {
    const response = await fetchWithTimeout(this.url, {
      method: this.method,
      headers: this.headers,
      body: (body ?? undefined) as BodyInit | undefined,
      signal: this.controller.signal,
      timeoutMs: this.timeoutMs,
    });
    const text = this.method === 'HEAD' ? '' : await response.text();
    return new FetchResponse(response, text);
  }

  async abort(): Promise<void> {
    this.controller.abort();
  }

  getUnderlyingObject(): AbortController {
    return this.controller;
  }
}

class FetchResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly text: string,
  ) {}

  getStatus(): number {
    return this.response.status;
  }

  getHeader(name: string): string | undefined {
    // Test doubles (and some polyfills) answer without headers.
    return (this.response.headers as Headers | undefined)?.get(name) ?? undefined;
  }

  getBody(): string {
    return this.text;
  }

  getUnderlyingObject(): Response {
    return this.response;
  }
}

const fetchStack = (timeoutMs: number): HttpStack => ({
  createRequest: (method, url) => new FetchRequest(method, url, timeoutMs),
  getName: () => 'irrigo-fetch',
});

/**
 * What the outbox understands: a refusal as the api-client's ApiError (401 pauses the queue, 413 and 415 are
 * explained, others back off); no answer at all as the error fetch gave (a network failure or RequestTimeoutError).
 */
function outboxError(error: Error): Error {
  if (!(error instanceof DetailedError)) return error;
  const response = error.originalResponse;
  if (response) {
    const retryAfter = Number(response.getHeader('Retry-After'));
    return new ApiError(response.getStatus(), '', response.getBody(), Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {});
  }
  return error.causingError ?? error;
}

/**
 * Uploads one photo or video resumably; resolves with what the server stored (its answer to the last chunk). No
 * retries of its own: a failure rejects at once and the outbox's backoff decides when to try again.
 */
export async function uploadMediaResumably(
  inspectionId: string,
  mediaId: string,
  blob: Blob,
  contentType: string,
  requestTimeoutMs = RESUMABLE_REQUEST_TIMEOUT_MS,
): Promise<StoredMedia> {
  // Wrapped fresh from its bytes: WebKit 26.5+ sends a Blob read back from IndexedDB as an empty body (field-libraries.md §1, pitfall 3).
  const file = new Blob([await blob.arrayBuffer()], { type: contentType });
  const url = resumableMediaUrl(inspectionId, mediaId);
  return new Promise<StoredMedia>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: url,
      uploadUrl: url,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: null,
      storeFingerprintForResuming: false,
      fingerprint: async () => `media:${mediaId}`,
      metadata: { filetype: contentType },
      httpStack: fetchStack(requestTimeoutMs),
      onSuccess: ({ lastResponse }) => {
        const body = lastResponse.getBody();
        // A HEAD that found every byte there (the server is storing the file at that moment) is no answer yet:
        // the next try finds it stored (a new upload of it ends in the server's replay) or still to do.
        if (body) resolve(JSON.parse(body) as StoredMedia);
        else reject(new Error('tus: the server has every byte but has not answered what it stored'));
      },
      onError: (error) => reject(outboxError(error)),
    });
    upload.start();
  });
}
