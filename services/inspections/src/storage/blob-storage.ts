import type { Readable } from 'node:stream';

/** What a stored object is: its size and the type it was stored with. */
export interface BlobHead {
  byteSize: number;
  contentType: string;
}

/** A stored object to read: its bytes as a stream, with its size and type. */
export interface StoredBlob extends BlobHead {
  stream: Readable;
}

/**
 * Where media bytes live, behind one port (DESIGN.md "Media and reports"): a folder on local disk by default,
 * S3-compatible object storage when S3_* is set. Keys are always made by the server (`<organization>/<inspection>/…`),
 * never taken from a client's file name. Writing a key again replaces its object whole; a reader never sees half of one.
 */
export abstract class BlobStorage {
  /** Which adapter this is, for logs and tests ('local-disk', 's3'). */
  abstract readonly kind: string;

  /** Stores `bytes` under `key` with its content type, replacing any object already there. */
  abstract put(key: string, bytes: Buffer | Readable, contentType: string): Promise<void>;

  /** The object under `key`, or null when there is none. */
  abstract get(key: string): Promise<StoredBlob | null>;

  /** Size and type of the object under `key`, or null when there is none. */
  abstract head(key: string): Promise<BlobHead | null>;

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  /** Removes the object under `key`; removing one that is not there is not an error. */
  abstract delete(key: string): Promise<void>;
}

/** A key is a few path segments of letters, digits, `-`, `_` and `.` (no `..`, no leading `/`): safe as a file path and an S3 key. */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
