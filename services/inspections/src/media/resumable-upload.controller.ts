import { Controller, Delete, Head, HttpStatus, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { MEDIA_MAX_BYTES, type VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, DomainException, Roles, scopeOfUser } from '@irrigo/nest-kit';
import { ApiConsumes, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Metadata } from '@tus/server';
import type { Request, Response } from 'express';
import { INSPECTION_EDITOR_ROLES } from '../inspections/inspection.scope.js';
import { InspectionMediaParams } from './dto/media.params.js';
import { StoredMediaResponse } from './dto/stored-media.response.js';
import { assertMediaContentType } from './media-bytes.js';
import { MediaService } from './media.service.js';
import { ResumableUploads } from './resumable-uploads.js';

const TUS_RESUMABLE = ApiHeader({ name: 'Tus-Resumable', required: true, description: 'The tus protocol version: 1.0.0' });
const FINISHED = 'The last bytes arrived and the file was stored: 201 with the stored media when new, 200 when this id already held these bytes';

/**
 * The resumable upload of a photo or video (mostly videos, the large files), by the tus protocol 1.0.0 at a URL
 * made from the media id: POST there creates the upload (Upload-Length, Upload-Metadata `filetype`), HEAD tells how
 * many bytes arrived, PATCH sends more from there, DELETE drops an unfinished one. Every request is signed in, by a
 * role that may save the inspection (as the PUT), and scoped to the inspection before tus sees it.
 */
@ApiTags('media')
@Controller('api/inspections/:id/media/:mediaId/resumable')
export class ResumableUploadController {
  constructor(
    private readonly media: MediaService,
    private readonly uploads: ResumableUploads,
  ) {}

  @Post()
  @Roles(...INSPECTION_EDITOR_ROLES)
  @ApiOperation({
    summary: 'Start (or start over) a resumable upload of a photo or video',
    description:
      'tus creation: Upload-Length is the file size in bytes (1 to 10 MB; a deferred length is refused) and Upload-Metadata ' +
      'carries `filetype` (the image/… or video/… type). The upload URL in Location is this same path, so a device that ' +
      'lost it can still ask HEAD here. A POST where an unfinished upload exists starts it over. When every byte has arrived ' +
      '(the last PATCH), the file is checked and stored exactly as by PUT /api/inspections/{id}/media/{mediaId}: its type by ' +
      'its bytes (415 MEDIA_TYPE_NOT_ALLOWED for SVG, HTML, polyglots…), 200 for a media id already holding these bytes, 409 ' +
      'for other bytes; the unfinished upload is then removed whatever the outcome.',
  })
  @TUS_RESUMABLE
  @ApiHeader({ name: 'Upload-Length', required: true, description: `The file size in bytes, at most ${MEDIA_MAX_BYTES}` })
  @ApiHeader({ name: 'Upload-Metadata', required: true, description: 'tus metadata: `filetype <base64 of image/… or video/…>`' })
  @ApiResponse({ status: HttpStatus.CREATED, description: 'Created: Location is the upload URL (this path)' })
  @ApiErrors('NOT_FOUND', 'MEDIA_TOO_LARGE', 'MEDIA_TYPE_NOT_ALLOWED', 'UPSTREAM_UNAVAILABLE')
  async create(@CurrentUser() user: VerifiedUser, @Param() params: InspectionMediaParams, @Req() request: Request, @Res() response: Response): Promise<void> {
    const inspection = await this.media.inspectionInScope(scopeOfUser(user), params.id);
    assertCreatable(request);
    await this.uploads.handle(request, response, { inspection, mediaId: params.mediaId });
  }

  @Head()
  @Roles(...INSPECTION_EDITOR_ROLES)
  @ApiOperation({
    summary: 'How much of a resumable upload has arrived',
    description: 'tus: Upload-Offset (bytes received) and Upload-Length. 404 when there is no unfinished upload for this media id (none started, or finished).',
  })
  @TUS_RESUMABLE
  @ApiOkResponse({ description: 'Upload-Offset and Upload-Length headers, no body' })
  @ApiErrors('NOT_FOUND', 'UPSTREAM_UNAVAILABLE')
  async offset(@CurrentUser() user: VerifiedUser, @Param() params: InspectionMediaParams, @Req() request: Request, @Res() response: Response): Promise<void> {
    const inspection = await this.media.inspectionInScope(scopeOfUser(user), params.id);
    await this.uploads.handle(request, response, { inspection, mediaId: params.mediaId });
  }

  @Patch()
  @Roles(...INSPECTION_EDITOR_ROLES)
  @ApiOperation({
    summary: 'Send the next bytes of a resumable upload',
    description:
      'tus: the body (Content-Type: application/offset+octet-stream) continues the file at Upload-Offset, which must be the ' +
      'offset HEAD gives (else 409). 204 with the new Upload-Offset; the request that brings the last byte answers as the file ' +
      'is stored (201/200 with the stored media, or its refusal such as 415).',
  })
  @ApiConsumes('application/offset+octet-stream')
  @TUS_RESUMABLE
  @ApiHeader({ name: 'Upload-Offset', required: true, description: 'Where these bytes start' })
  @ApiNoContentResponse({ description: 'Received: Upload-Offset is the new offset' })
  @ApiResponse({ status: HttpStatus.CREATED, description: FINISHED, type: StoredMediaResponse })
  @ApiOkResponse({ description: FINISHED, type: StoredMediaResponse })
  @ApiErrors('NOT_FOUND', 'CONFLICT', 'MEDIA_TOO_LARGE', 'MEDIA_TYPE_NOT_ALLOWED', 'UPSTREAM_UNAVAILABLE')
  async append(@CurrentUser() user: VerifiedUser, @Param() params: InspectionMediaParams, @Req() request: Request, @Res() response: Response): Promise<void> {
    const inspection = await this.media.inspectionInScope(scopeOfUser(user), params.id);
    await this.uploads.handle(request, response, { inspection, mediaId: params.mediaId });
  }

  @Delete()
  @Roles(...INSPECTION_EDITOR_ROLES)
  @ApiOperation({
    summary: 'Drop an unfinished resumable upload',
    description: 'tus termination: the bytes received so far are removed (a stored photo or video is removed by DELETE /api/inspections/{id}/media/{mediaId}).',
  })
  @TUS_RESUMABLE
  @ApiNoContentResponse({ description: 'Dropped' })
  @ApiErrors('NOT_FOUND', 'UPSTREAM_UNAVAILABLE')
  async terminate(
    @CurrentUser() user: VerifiedUser,
    @Param() params: InspectionMediaParams,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const inspection = await this.media.inspectionInScope(scopeOfUser(user), params.id);
    await this.uploads.handle(request, response, { inspection, mediaId: params.mediaId });
  }
}

/**
 * What a creation must say before anything is stored: its size (known now: a deferred length could grow past the
 * limit unseen), at most 10 MB (413 MEDIA_TOO_LARGE, as the PUT), and that it is a photo or video (415 otherwise).
 */
function assertCreatable(request: Request): void {
  if (request.headers['upload-defer-length'] !== undefined) {
    throw DomainException.validation(['Upload-Length must be given: a deferred length is not accepted'], 'The upload must say its size');
  }
  const length = request.headers['upload-length'];
  if (typeof length !== 'string' || !/^\d{1,15}$/.test(length)) {
    throw DomainException.validation(['Upload-Length must be the file size in bytes'], 'The upload must say its size');
  }
  const size = Number(length);
  if (size === 0) throw DomainException.validation(['the file is empty (Upload-Length: 0)'], 'The file is empty');
  if (size > MEDIA_MAX_BYTES) {
    throw new DomainException('MEDIA_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE, `A photo or video may be at most ${MEDIA_MAX_BYTES} bytes (10 MB)`);
  }
  let filetype: string | null | undefined;
  try {
    const metadata = request.headers['upload-metadata'];
    filetype = Metadata.parse(typeof metadata === 'string' ? metadata : undefined)['filetype'];
  } catch {
    throw DomainException.validation(['Upload-Metadata is not valid tus metadata'], 'The upload metadata cannot be read');
  }
  assertMediaContentType(filetype ?? undefined);
}
