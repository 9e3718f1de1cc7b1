import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { MessageResponse, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, Roles } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { ChangeTechnicianPasswordDto } from './dto/change-technician-password.dto.js';
import { PasswordChangesService } from './password-changes.service.js';

@Controller('api/auth/technician')
export class PasswordChangesController {
  constructor(private readonly passwordChanges: PasswordChangesService) {}

  /**
   * POST /api/auth/technician/change-password: the dashboard prompt and /tech-settings. Needs the current
   * password unless the session signed in recently (403 CURRENT_PASSWORD_REQUIRED / _INCORRECT, 429).
   */
  @Roles('technician')
  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async changePassword(
    @Body() dto: ChangeTechnicianPasswordDto,
    @CurrentUser() user: VerifiedUser,
    @RequestClient() client: SessionClient,
  ): Promise<MessageResponse> {
    await this.passwordChanges.changeOwnPassword(dto, user, client);
    return { message: 'Password updated successfully' };
  }
}
