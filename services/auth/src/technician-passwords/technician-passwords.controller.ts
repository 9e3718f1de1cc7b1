import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { IdentityClaims, MessageResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, RequestIdentity, Roles } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { SetTechnicianPasswordDto } from './dto/set-technician-password.dto.js';
import { TechnicianPasswordsService } from './technician-passwords.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponseSchema } from '../accounts/dto/account.responses.js';

@ApiTags('passwords')
@Controller('api/email-auth/technician')
export class TechnicianPasswordsController {
  constructor(private readonly technicianPasswords: TechnicianPasswordsService) {}

  /** POST /api/email-auth/technician/set-password: the organization-wide roles give technicians their sign-in. */
  @Roles('admin', 'manager')
  @Post('set-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Give a roster technician a password to sign in with' })
  @ApiOkResponse({ description: 'The password is set', type: MessageResponseSchema })
  @ApiErrors('TECHNICIAN_NOT_FOUND', 'TECHNICIAN_HAS_NO_EMAIL', 'PASSWORDS_DO_NOT_MATCH', 'PASSWORD_TOO_WEAK', 'PASSWORD_TOO_COMMON', 'UPSTREAM_UNAVAILABLE')
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
