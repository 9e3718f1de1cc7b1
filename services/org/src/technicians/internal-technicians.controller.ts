import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Technician, TechniciansResponse } from '@irrigo/contracts';
import { ApiErrors, Internal, scopeOfOrganization } from '@irrigo/nest-kit';
import { OfOrganizationQuery } from '../organizations/dto/of-organization.query.js';
import { TechnicianIdParams } from './dto/technician-id.params.js';
import { TechniciansByEmailQuery } from './dto/technicians-by-email.query.js';
import { toTechnicianView } from './technician.entity.js';
import { TechniciansService } from './technicians.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TechnicianSchema, TechniciansResponseSchema } from './dto/technician.responses.js';

/**
 * For other services (auth links accounts to the roster; inspections counts it for the office dashboard); never
 * reachable with a browser's identity. Every route answers for the organization the caller names, and another
 * organization's technician is not found.
 */
@ApiTags('internal')
@Controller('internal/technicians')
export class InternalTechniciansController {
  constructor(private readonly technicians: TechniciansService) {}

  /**
   * The organization's active technicians, by name: who can be given an account (auth's bulk accounts), and
   * the dashboard's roster (services/inspections, which reads nothing else here).
   */
  @Get()
  @Internal('auth', 'inspections')
  @ApiOperation({ summary: 'The active roster of an organization, for services/auth and services/inspections' })
  @ApiOkResponse({ description: 'The technicians', type: TechniciansResponseSchema })
  async activeOf(@Query() query: OfOrganizationQuery): Promise<TechniciansResponse> {
    return { technicians: (await this.technicians.activeOf(query.organizationId)).map(toTechnicianView) };
  }

  /** Active roster technicians of the organization with this e-mail (any case): auth links a signed-up account by its verified e-mail. */
  @Get('by-email')
  @Internal('auth')
  @ApiOperation({ summary: 'Active technicians of an organization with this e-mail, for services/auth' })
  @ApiOkResponse({ description: 'The technicians (usually one or none)', type: TechniciansResponseSchema })
  async findByEmail(@Query() query: TechniciansByEmailQuery): Promise<TechniciansResponse> {
    return { technicians: (await this.technicians.activeByEmail(query.organizationId, query.email)).map(toTechnicianView) };
  }

  @Get(':id')
  @Internal('auth')
  @ApiOperation({
    summary: 'A technician of an organization by id, for services/auth',
    description: 'Another organization’s technician answers 404, as an unknown one.',
  })
  @ApiOkResponse({ description: 'The technician', type: TechnicianSchema })
  @ApiErrors('TECHNICIAN_NOT_FOUND')
  async getById(@Param() params: TechnicianIdParams, @Query() query: OfOrganizationQuery): Promise<Technician> {
    return toTechnicianView(await this.technicians.getInScope(scopeOfOrganization(query.organizationId), params.id));
  }
}
