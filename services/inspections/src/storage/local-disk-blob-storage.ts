import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, BlobStorage, type BlobHead, type StoredBlob } from './blob-storage.js';

/** The content type of an object, kept beside its bytes. */
const META_SUFFIX = '.meta.json';

/**
 * Objects as files under one folder (MEDIA_DIR): `<folder>/<key>` holds the bytes and `<key>.meta.json` the
 * content type. Each file is written under a temporary name and renamed into place, so a reader (or a second
 * upload of the same key at the same moment) sees the old object or the new one, never a part.
 */
export class LocalDiskBlobStorage extends BlobStorage {
  readonly kind = 'local-disk';
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + '/')) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path;
  }

  async put(key: string, bytes: Buffer | Readable, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomUUID()}.part`);
    try {
      await writeFile(`${temporary}.meta`, JSON.stringify({ contentType }));
      await pipeline(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, createWriteStream(temporary, { flags: 'wx' }));
      await rename(`${temporary}.meta`, path + META_SUFFIX);
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true });
      await rm(`${temporary}.meta`, { force: true });
    }
  }

  async head(key: string): Promise<BlobHead | null> {
    const path = this.pathOf(key);
    try {
      const [info, meta] = await Promise.all([stat(path), readFile(path + META_SUFFIX, 'utf8')]);
      if (!info.isFile()) return null;
      return { byteSize: info.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    const head = await this.head(key);
    if (!head) return null;
    const stream = createReadStream(this.pathOf(key));
    // Opened now, so an object removed right after the check is still read whole (or reported missing here).
    try {
      await new Promise<void>((resolveOpen, rejectOpen) => {
        stream.once('open', () => resolveOpen());
        stream.once('error', rejectOpen);
      });
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return { ...head, stream };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(path + META_SUFFIX, { force: true });
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
