import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BlobStorage } from '../src/storage/blob-storage.js';
import { LocalDiskBlobStorage } from '../src/storage/local-disk-blob-storage.js';
import { S3BlobStorage } from '../src/storage/s3-blob-storage.js';
import { startTestS3, type TestS3 } from './storage-s3rver.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** One set of expectations every adapter meets: the service cannot tell them apart. */
function blobStorageContract(name: string, open: () => Promise<{ storage: BlobStorage; close(): Promise<void> }>) {
  describe(`${name}: the BlobStorage contract`, () => {
    let storage: BlobStorage;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ storage, close } = await open());
    });

    afterAll(async () => {
      await close?.();
    });

    it('stores bytes under a key and gives them back with their size and type', async () => {
      const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02, 0xfe]);
      await storage.put('org-1/inspection-1/photo-a', bytes, 'image/jpeg');
      expect(await storage.head('org-1/inspection-1/photo-a')).toEqual({ byteSize: 7, contentType: 'image/jpeg' });
      expect(await storage.exists('org-1/inspection-1/photo-a')).toBe(true);
      const blob = await storage.get('org-1/inspection-1/photo-a');
      expect(blob).toMatchObject({ byteSize: 7, contentType: 'image/jpeg' });
      expect(await bytesOf(blob!.stream)).toEqual(bytes);
    });

    it('stores a stream as well as a buffer, 3 MB of it intact', async () => {
      const bytes = Buffer.alloc(3 * 1024 * 1024, 0);
      for (let index = 0; index < bytes.length; index += 4096) bytes[index] = index % 251;
      await storage.put('org-1/inspection-1/video-b', Readable.from([bytes.subarray(0, 1_000_000), bytes.subarray(1_000_000)]), 'video/mp4');
      const blob = await storage.get('org-1/inspection-1/video-b');
      expect(blob?.byteSize).toBe(bytes.length);
      expect(blob?.contentType).toBe('video/mp4');
      expect((await bytesOf(blob!.stream)).equals(bytes)).toBe(true);
    });

    it('replaces an object written again under its key', async () => {
      await storage.put('org-1/inspection-1/photo-c', Buffer.from('first'), 'image/png');
      await storage.put('org-1/inspection-1/photo-c', Buffer.from('second!'), 'image/jpeg');
      const blob = await storage.get('org-1/inspection-1/photo-c');
      expect(blob).toMatchObject({ byteSize: 7, contentType: 'image/jpeg' });
      expect((await bytesOf(blob!.stream)).toString()).toBe('second!');
    });

    it('answers null for a key with no object, and deletes idempotently', async () => {
      expect(await storage.get('org-1/inspection-1/nothing')).toBeNull();
      expect(await storage.head('org-1/inspection-1/nothing')).toBeNull();
      expect(await storage.exists('org-1/nothing-at-all/x')).toBe(false);
      await storage.put('org-1/inspection-1/photo-d', Buffer.from('bytes'), 'image/jpeg');
      await storage.delete('org-1/inspection-1/photo-d');
      expect(await storage.exists('org-1/inspection-1/photo-d')).toBe(false);
      expect(await storage.get('org-1/inspection-1/photo-d')).toBeNull();
      await expect(storage.delete('org-1/inspection-1/photo-d')).resolves.toBeUndefined();
    });

    it('keeps many writes of one key at once whole: the object is one of them, never a mix', async () => {
      const versions = Array.from({ length: 8 }, (_, index) => Buffer.alloc(200_000, index + 1));
      await Promise.all(versions.map((bytes) => storage.put('org-1/inspection-1/raced', bytes, 'image/jpeg')));
      const stored = await bytesOf((await storage.get('org-1/inspection-1/raced'))!.stream);
      expect(stored.length).toBe(200_000);
      expect(versions.some((bytes) => bytes.equals(stored))).toBe(true);
    });

    it.each(['../escape', '/absolute', 'a/../../b', 'a//b', 'with space', 'a/./b', '', 'ünïcode'])(
      'refuses the key %j (keys are made by the server)',
      async (key) => {
        await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Not a storage key');
        await expect(storage.get(key)).rejects.toThrow('Not a storage key');
      },
    );
  });
}

blobStorageContract('LocalDiskBlobStorage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'irrigo-media-'));
  return {
    storage: new LocalDiskBlobStorage(join(root, 'made-on-first-write')),
    async close() {
      // No temporary file is left behind by any write.
      const leftovers = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.part') || name.endsWith('.part.meta'));
      await rm(root, { recursive: true, force: true });
      expect(leftovers).toEqual([]);
    },
  };
});

let s3: TestS3;
blobStorageContract('S3BlobStorage against s3rver', async () => {
  s3 = await startTestS3();
  const storage = new S3BlobStorage(s3.settings);
  return {
    storage,
    async close() {
      storage.destroy();
      await s3.close();
    },
  };
});
