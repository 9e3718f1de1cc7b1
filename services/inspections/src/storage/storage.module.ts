import { Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { mediaStorageConfig } from '../inspections.env.js';
import { BlobStorage } from './blob-storage.js';
import { LocalDiskBlobStorage } from './local-disk-blob-storage.js';
import { S3BlobStorage } from './s3-blob-storage.js';

/** The adapter the environment selects: S3 when all of S3_* is set (checked at boot), else the local MEDIA_DIR. */
export function blobStorageFor(settings: ConfigType<typeof mediaStorageConfig>): BlobStorage {
  return settings.s3 ? new S3BlobStorage(settings.s3) : new LocalDiskBlobStorage(settings.mediaDir);
}

@Injectable()
class BlobStorageLifecycle implements OnApplicationShutdown {
  constructor(@Inject(BlobStorage) private readonly storage: BlobStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3BlobStorage) this.storage.destroy();
  }
}

/** Provides BlobStorage (inject the abstract class). */
@Module({
  providers: [
    {
      provide: BlobStorage,
      inject: [mediaStorageConfig.KEY],
      useFactory: (settings: ConfigType<typeof mediaStorageConfig>) => {
        const storage = blobStorageFor(settings);
        new Logger('MediaStorage').log(storage.kind === 's3' ? `media in S3 bucket ${settings.s3?.bucket ?? ''}` : `media in ${settings.mediaDir}`);
        return storage;
      },
    },
    BlobStorageLifecycle,
  ],
  exports: [BlobStorage],
})
export class StorageModule {}
