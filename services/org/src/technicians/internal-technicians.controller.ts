import { Controller, Get, Param } from '@nestjs/common';
import type { Technician } from '@irrigo/contracts';
import { Internal } from '@irrigo/nest-kit';
import { TechnicianIdParams } from './dto/technician-id.params.js';
import { toTechnicianView } from './technician.entity.js';
import { TechniciansService } from './technicians.service.js';

/** For other services (auth links accounts to the roster); never reachable with a browser's identity. */
@Controller('internal/technicians')
@Internal()
export class InternalTechniciansController {
  constructor(private readonly technicians: TechniciansService) {}

  @Get(':id')
  async getById(@Param() params: TechnicianIdParams): Promise<Technician> {
    return toTechnicianView(await this.technicians.getById(params.id));
  }
}
