import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Technician, TechniciansResponse } from '@irrigo/contracts';
import { ApiErrors, Internal } from '@irrigo/nest-kit';
import { RosterOfOrganizationQuery } from './dto/roster-of-organization.query.js';
import { TechnicianIdParams } from './dto/technician-id.params.js';
import { TechniciansByEmailQuery } from './dto/technicians-by-email.query.js';
import { toTechnicianView } from './technician.entity.js';
import { TechniciansService } from './technicians.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TechnicianSchema, TechniciansResponseSchema } from './dto/technician.responses.js';

/** For other services (auth links accounts to the roster); never reachable with a browser's identity. */
@ApiTags('internal')
@Controller('internal/technicians')
@Internal('auth')
export class InternalTechniciansController {
  constructor(private readonly technicians: TechniciansService) {}

  /** The organization's active technicians, by name: who can be given an account (auth's bulk accounts). */
  @Get()
  @ApiOperation({ summary: 'The active roster of an organization, for services/auth' })
  @ApiOkResponse({ description: 'The technicians', type: TechniciansResponseSchema })
  async activeOf(@Query() query: RosterOfOrganizationQuery): Promise<TechniciansResponse> {
    return { technicians: (await this.technicians.activeOf(query.organizationId)).map(toTechnicianView) };
  }

  /** Active roster technicians with this e-mail (any case): auth links a signed-up account by its verified e-mail. */
  @Get('by-email')
  @ApiOperation({ summary: 'Active technicians with this e-mail, for services/auth' })
  @ApiOkResponse({ description: 'The technicians (usually one or none)', type: TechniciansResponseSchema })
  async findByEmail(@Query() query: TechniciansByEmailQuery): Promise<TechniciansResponse> {
    return { technicians: (await this.technicians.activeByEmail(query.email)).map(toTechnicianView) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A technician by id, for services/auth' })
  @ApiOkResponse({ description: 'The technician', type: TechnicianSchema })
  @ApiErrors('TECHNICIAN_NOT_FOUND')
  async getById(@Param() params: TechnicianIdParams): Promise<Technician> {
    return toTechnicianView(await this.technicians.getById(params.id));
  }
}
