import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Put, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { StoredMedia, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { INSPECTION_EDITOR_ROLES } from '../inspections/inspection.scope.js';
import { InspectionMediaParams, MediaIdParams, MediaQuery } from './dto/media.params.js';
import { StoredMediaResponse } from './dto/stored-media.response.js';
import { ACCEPTED_IMAGE_TYPES, ACCEPTED_VIDEO_TYPES, assertMediaContentType } from './media-bytes.js';
import { readMediaBody } from './media-body.js';
import { downloadName } from './media.mapper.js';
import { MediaService } from './media.service.js';

/** A stored file never changes under its id (other bytes are 409), so a browser may keep it; only for this user. */
const MEDIA_CACHE_CONTROL = 'private, max-age=86400';

@ApiTags('media')
@Controller('api')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** PUT /api/inspections/{id}/media/{mediaId}: the file is the raw body. */
  @Put('inspections/:id/media/:mediaId')
  @Roles(...INSPECTION_EDITOR_ROLES)
  @ApiOperation({
    summary: 'Upload a photo or video of an inspection',
    description:
      'The body is the file itself (not multipart), at most 10 MB, with an image/… or video/… Content-Type; its type is judged by ' +
      'its bytes. JPEG, PNG and WebP photos are stored as JPEG (upright, longest side 2048 px, quality 82, no metadata: no GPS) with ' +
      'a 320 px thumbnail; MP4, QuickTime and WebM videos as sent, once their container is whole from the first byte to the last ' +
      '(a video header followed by anything else is refused). HEIC is refused (the app sends JPEG). The same id with the same ' +
      'bytes again answers 200 with what was stored; other bytes under a stored id are 409. A video over a weak signal can go ' +
      'resumably instead (tus at /api/inspections/{id}/media/{mediaId}/resumable, the same checks and the same record). ' +
      'Only the roles that may save the inspection (PUT /api/inspections/{id}) may change its media, else 403; the inspection ' +
      'must be one the caller sees (admins and managers: the organization; technicians: their own), else 404.',
  })
  @ApiConsumes(...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES)
  @ApiBody({ description: 'The photo or video file', schema: { type: 'string', format: 'binary' } })
  @ApiCreatedResponse({ description: 'Stored', type: StoredMediaResponse })
  @ApiOkResponse({ description: 'Stored before: the same upload again', type: StoredMediaResponse })
  @ApiErrors('NOT_FOUND', 'CONFLICT', 'MEDIA_TOO_LARGE', 'MEDIA_TYPE_NOT_ALLOWED', 'UPSTREAM_UNAVAILABLE')
  async upload(
    @CurrentUser() user: VerifiedUser,
    @Param() params: InspectionMediaParams,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StoredMedia> {
    const inspection = await this.media.inspectionInScope(scopeOfUser(user), params.id);
    assertMediaContentType(request.headers['content-type']);
    const bytes = await readMediaBody(request, response);
    const result = await this.media.upload(inspection, params.mediaId, bytes, request.headers['content-type']);
    response.status(result.created ? HttpStatus.CREATED : HttpStatus.OK);
    return result.media;
  }

  /** GET /api/media/{mediaId}: the stored bytes. */
  @Get('media/:mediaId')
  @SignedIn()
  @ApiOperation({
    summary: 'Download a photo or video, or its thumbnail',
    description:
      'Streams the stored file with its stored type, X-Content-Type-Options: nosniff and an inline Content-Disposition named by ' +
      'the server (<id>.jpg, <id>.mp4 …). size=thumbnail gives the 320 px JPEG of a photo. Seen by whoever sees its inspection, else 404.',
  })
  @ApiProduces('image/jpeg', ...ACCEPTED_VIDEO_TYPES)
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiErrors('NOT_FOUND', 'UPSTREAM_UNAVAILABLE')
  async download(
    @CurrentUser() user: VerifiedUser,
    @Param() params: MediaIdParams,
    @Query() query: MediaQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const thumbnail = query.size === 'thumbnail';
    const { file } = await this.media.download(scopeOfUser(user), params.mediaId, query.size ?? 'original');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.byteSize,
      disposition: `inline; filename="${downloadName(params.mediaId, file.contentType, thumbnail)}"`,
    });
  }

  /** DELETE /api/inspections/{id}/media/{mediaId}: the device removed a photo or video. */
  @Delete('inspections/:id/media/:mediaId')
  @Roles(...INSPECTION_EDITOR_ROLES)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Remove a photo or video of an inspection',
    description:
      'Removes its record and its stored files. Idempotent: removing one that is not there is 204 too. Only the roles that may ' +
      'save the inspection, else 403; the inspection must be one the caller sees, else 404.',
  })
  @ApiNoContentResponse({ description: 'Removed, or was not there' })
  @ApiErrors('NOT_FOUND', 'UPSTREAM_UNAVAILABLE')
  async remove(@CurrentUser() user: VerifiedUser, @Param() params: InspectionMediaParams): Promise<void> {
    const inspection = await this.media.inspectionInScope(scopeOfUser(user), params.id);
    await this.media.remove(inspection, params.mediaId);
  }
}
