import { Body, Controller, Get, Headers, Param, Put, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InspectionRecord, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, DomainException, Roles, scopeOfUser } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { InspectionIdParams } from './dto/inspection-id.params.js';
import { InspectionRecordResponse } from './dto/inspection-record.response.js';
import { PutInspectionBody } from './dto/put-inspection.body.js';
import { InspectionSavesService } from './inspection-saves.service.js';
import { INSPECTION_EDITOR_ROLES } from './inspection.scope.js';

@ApiTags('inspections')
@Controller('api/inspections')
export class InspectionsController {
  constructor(private readonly saves: InspectionSavesService) {}

  @Get(':id')
  @Roles('admin', 'manager', 'supervisor', 'technician')
  @ApiOperation({
    summary: 'One inspection with its whole document',
    description:
      'A technician reaches their own inspections, a supervisor their location’s, admins and managers the organization’s; any other answers 404. The ETag header carries the version an update names in If-Match.',
  })
  @ApiOkResponse({ description: 'The inspection', type: InspectionRecordResponse })
  @ApiErrors('NOT_FOUND')
  async get(@CurrentUser() user: VerifiedUser, @Param() params: InspectionIdParams, @Res({ passthrough: true }) response: Response): Promise<InspectionRecord> {
    const record = await this.saves.get(scopeOfUser(user), params.id);
    response.setHeader('ETag', `"${record.version}"`);
    return record;
  }

  @Put(':id')
  @Roles(...INSPECTION_EDITOR_ROLES)
  @ApiOperation({
    summary: 'Save an inspection from the device (create or update)',
    description:
      'The id is the UUIDv7 the device made. Absent: created for the caller (201). The same status and document as stored: answered as stored (200, a replay; no new version). Other content: If-Match must name the current version (428 PRECONDITION_REQUIRED without it, 412 STALE_VERSION when stale), and the version goes up by one. status completed needs every REQUIRED_FOR_COMPLETION field (400 lists the missing ones) and stamps completedDate once. A new inspection whose report number another of the organization has answers 409 REPORT_NUMBER_TAKEN (the device then takes reportNumberFor(id)). A signature whose contentHash is not SHA-256 of signedContent(document) (what it signed has changed since) answers 422 SIGNATURE_OUT_OF_DATE naming it in details; a replay of what is stored is answered as stored. Another’s inspection answers 404.',
  })
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description: 'The version being changed, as the ETag gave it ("3"); required to change an existing inspection',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: '`*`: only create (412 when it exists with other content)' })
  @ApiCreatedResponse({ description: 'Created', type: InspectionRecordResponse })
  @ApiOkResponse({ description: 'Changed, or already as sent', type: InspectionRecordResponse })
  @ApiErrors('NOT_FOUND', 'CONFLICT', 'REPORT_NUMBER_TAKEN', 'STALE_VERSION', 'PRECONDITION_REQUIRED', 'SIGNATURE_OUT_OF_DATE', 'TECHNICIAN_NOT_LINKED')
  async put(
    @CurrentUser() user: VerifiedUser,
    @Param() params: InspectionIdParams,
    @Body() body: PutInspectionBody,
    @Headers('if-match') ifMatch: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InspectionRecord> {
    const { record, created } = await this.saves.put(user, params.id, body, { ifMatch: versionOf(ifMatch), createOnly: createOnly(ifNoneMatch) });
    response.status(created ? 201 : 200);
    response.setHeader('ETag', `"${record.version}"`);
    return record;
  }
}

/** `If-Match: "3"` (also `W/"3"` or a bare 3) → 3; absent → null; anything else is a 400 naming the header. */
export function versionOf(ifMatch: string | undefined): number | null {
  if (ifMatch === undefined || ifMatch.trim() === '') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
  if (!match) throw DomainException.validation(['If-Match must carry the inspection’s version (its ETag), e.g. "3"']);
  return Number(match[1]);
}

function createOnly(ifNoneMatch: string | undefined): boolean {
  if (ifNoneMatch === undefined || ifNoneMatch.trim() === '') return false;
  if (ifNoneMatch.trim() === '*') return true;
  throw DomainException.validation(['If-None-Match may only be *']);
}
