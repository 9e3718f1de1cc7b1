import { ApiProperty } from '@nestjs/swagger';
import { MEDIA_KINDS, type MediaKind, type StoredMedia } from '@irrigo/contracts';

/** libs/contracts StoredMedia as an OpenAPI schema. */
export class StoredMediaResponse implements StoredMedia {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) inspectionId!: string;
  @ApiProperty({ enum: MEDIA_KINDS }) kind!: MediaKind;
  @ApiProperty({ example: 'image/jpeg', description: 'What is stored: every photo is a JPEG; a video keeps the type its bytes are' }) contentType!: string;
  @ApiProperty({ description: 'Bytes stored (a photo after re-encoding)' }) byteSize!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Pixels, photos only' }) width!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pixels, photos only' }) height!: number | null;
  @ApiProperty({ description: 'Whether GET /api/media/{id}?size=thumbnail has a 320 px JPEG' }) hasThumbnail!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
