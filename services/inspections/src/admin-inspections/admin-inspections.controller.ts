import { Controller, Delete, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles } from '@irrigo/nest-kit';
import { InspectionIdParams } from '../inspections/dto/inspection-id.params.js';
import { InspectionDeletionService } from './inspection-deletion.service.js';

@ApiTags('inspections')
@Controller('api/admin/inspections')
export class AdminInspectionsController {
  constructor(private readonly deletion: InspectionDeletionService) {}

  /** DELETE /api/admin/inspections/:id: the dashboard's Delete (spec §2, §6: admins only). */
  @Delete(':id')
  @Roles('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete an inspection (admins)',
    description:
      'Soft delete: the inspection leaves every list and count at once, the audit log records who deleted it and when, and its photos and videos are removed from storage after the retention period (MEDIA_RETENTION_DAYS). Another organization’s, an unknown or an already deleted inspection answers 404; any role but admin 403.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors('NOT_FOUND')
  async delete(@CurrentUser() user: VerifiedUser, @Param() params: InspectionIdParams): Promise<void> {
    await this.deletion.delete(user, params.id);
  }
}
