import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

/** PUT and DELETE /api/inspections/{id}/media/{mediaId}. */
export class InspectionMediaParams {
  @ApiProperty({ format: 'uuid', description: 'The inspection' })
  @IsUUID('all', { message: 'id must be an inspection id' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The UUIDv7 the device made for this photo or video (MediaEntry.id)' })
  @IsUUID('7', { message: 'mediaId must be a UUIDv7 made on the device' })
  mediaId!: string;
}

/** GET /api/media/{mediaId}. */
export class MediaIdParams {
  @ApiProperty({ format: 'uuid', description: 'The photo or video' })
  @IsUUID('7', { message: 'mediaId must be a UUIDv7 made on the device' })
  mediaId!: string;
}

export const MEDIA_SIZES = ['original', 'thumbnail'] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];

export class MediaQuery {
  @ApiPropertyOptional({ enum: MEDIA_SIZES, default: 'original', description: 'thumbnail: the 320 px JPEG (photos only)' })
  @IsOptional()
  @IsIn(MEDIA_SIZES, { message: `size must be one of ${MEDIA_SIZES.join(', ')}` })
  size?: MediaSize;
}
