import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { IdentityClaims, MessageResponse, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, RequestIdentity, Roles } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { SetTechnicianPasswordDto } from './dto/set-technician-password.dto.js';
import { TechnicianPasswordsService } from './technician-passwords.service.js';

@Controller('api/email-auth/technician')
export class TechnicianPasswordsController {
  constructor(private readonly technicianPasswords: TechnicianPasswordsService) {}

  /** POST /api/email-auth/technician/set-password: the organization-wide roles give technicians their sign-in. */
  @Roles('admin', 'manager')
  @Post('set-password')
  @HttpCode(HttpStatus.OK)
  async setPassword(
    @Body() dto: SetTechnicianPasswordDto,
    @CurrentUser() actor: VerifiedUser,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
  ): Promise<MessageResponse> {
    await this.technicianPasswords.setPassword(dto, actor, client, identity.rid);
    return { message: 'Technician password has been set successfully' };
  }
}
