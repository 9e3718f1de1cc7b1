import { Controller, Get, Header } from '@nestjs/common';
import type { AuthUser, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, SignedIn } from '@irrigo/nest-kit';
import { AccountsService } from './accounts.service.js';

@Controller('api/auth')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  /** GET /api/auth/user: who is signed in, from the account as it is now. */
  @SignedIn()
  @Get('user')
  @Header('Cache-Control', 'no-store')
  user(@CurrentUser() user: VerifiedUser): Promise<AuthUser> {
    return this.accounts.currentUser(user.id);
  }
}
