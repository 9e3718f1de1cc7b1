import { Controller, Get, Header } from '@nestjs/common';
import type { AuthUser, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, SignedIn } from '@irrigo/nest-kit';
import { AccountsService } from './accounts.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUserSchema } from './dto/account.responses.js';

@ApiTags('accounts')
@Controller('api/auth')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  /** GET /api/auth/user: who is signed in, from the account as it is now. */
  @SignedIn()
  @Get('user')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Who is signed in' })
  @ApiOkResponse({ description: 'The signed-in user', type: AuthUserSchema })
  user(@CurrentUser() user: VerifiedUser): Promise<AuthUser> {
    return this.accounts.currentUser(user.id);
  }
}
