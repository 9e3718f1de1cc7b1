import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { MessageResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { ChangeTechnicianPasswordDto } from './dto/change-technician-password.dto.js';
import { PasswordChangesService } from './password-changes.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponseSchema } from '../accounts/dto/account.responses.js';

@ApiTags('passwords')
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
  @ApiOperation({
    summary: 'A technician changes their own password',
    description: 'The current password is needed unless the session signed in within the last 10 minutes.',
  })
  @ApiOkResponse({ description: 'Changed', type: MessageResponseSchema })
  @ApiErrors('PASSWORDS_DO_NOT_MATCH', 'PASSWORD_TOO_WEAK', 'PASSWORD_TOO_COMMON', 'CURRENT_PASSWORD_REQUIRED', 'CURRENT_PASSWORD_INCORRECT', 'RATE_LIMITED')
  async changePassword(
    @Body() dto: ChangeTechnicianPasswordDto,
    @CurrentUser() user: VerifiedUser,
    @RequestClient() client: SessionClient,
  ): Promise<MessageResponse> {
    await this.passwordChanges.changeOwnPassword(dto, user, client);
    return { message: 'Password updated successfully' };
  }
}
