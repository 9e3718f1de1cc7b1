import { Body, Controller, Header, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import type { IdentityClaims, MessageResponse, SignUpUserResponse } from '@irrigo/contracts';
import { ApiErrors, Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { LoginDto } from '../logins/dto/login.dto.js';
import { AnyAccountCredentialsGuard, CredentialsAccount } from '../logins/credentials.guard.js';
import { LoginsService } from '../logins/logins.service.js';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { SignUpConfirmDto } from './dto/sign-up-confirm.dto.js';
import { SignUpDto } from './dto/sign-up.dto.js';
import { SignUpUsers } from './sign-up-users.js';
import { SignUpService } from './sign-up.service.js';
import { SignedUpSessions } from './signed-up-sessions.service.js';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Account } from '../accounts/account.entity.js';
import { MessageResponseSchema } from '../accounts/dto/account.responses.js';
import { SignUpUserResponseSchema } from './dto/sign-up.responses.js';

export const SIGN_UP_ACCEPTED = 'Check your e-mail for a 6-digit confirmation code.';

/** The /sign-up and /sign-in screens. */
@ApiTags('sign-up')
@Controller('api/auth')
export class SignUpController {
  constructor(
    private readonly signUps: SignUpService,
    private readonly logins: LoginsService,
    private readonly sessions: SignedUpSessions,
    private readonly users: SignUpUsers,
  ) {}

  /** POST /api/auth/sign-up: the same answer whether or not the e-mail already has an account. */
  @Public()
  @Post('sign-up')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Sign up: e-mails a 6-digit confirmation code', description: 'Answered the same whether or not the e-mail already has an account.' })
  @ApiAcceptedResponse({ description: 'A code is on its way (if the address can have one)', type: MessageResponseSchema })
  @ApiErrors('PASSWORD_TOO_WEAK', 'PASSWORD_TOO_COMMON', 'RATE_LIMITED')
  async signUp(@Body() dto: SignUpDto, @RequestClient() client: SessionClient): Promise<MessageResponse> {
    await this.signUps.signUp(dto, client);
    return { message: SIGN_UP_ACCEPTED };
  }

  /** POST /api/auth/sign-up/confirm: the account exists from here on, signed in, still without a role. */
  @Public()
  @Post('sign-up/confirm')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Confirm a sign-up with its code', description: 'Signs the new account in (session cookie set); it has no role yet.' })
  @ApiOkResponse({ description: 'Confirmed and signed in', type: SignUpUserResponseSchema })
  @ApiErrors('SIGN_UP_CODE_INVALID', 'RATE_LIMITED')
  async confirm(
    @Body() dto: SignUpConfirmDto,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignUpUserResponse> {
    const account = await this.signUps.confirm(dto, client);
    await this.sessions.startInPlaceOf(account.id, identity, client, response);
    return { user: await this.users.of(account) };
  }

  /** POST /api/auth/sign-in: any confirmed account, with or without a role yet. */
  @Public()
  @UseGuards(AnyAccountCredentialsGuard)
  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Sign in any account, with or without a role', description: 'The sign-in of the sign-up flow; sets the session cookie.' })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ description: 'Signed in', type: SignUpUserResponseSchema })
  @ApiErrors('INVALID_CREDENTIALS', 'RATE_LIMITED')
  async signIn(
    @CredentialsAccount() account: Account,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignUpUserResponse> {
    const signedIn = await this.logins.signInAnyAccount(account, client, (signedUp) => this.users.of(signedUp));
    await this.sessions.endPrevious(identity);
    this.sessions.setCookie(signedIn.token, identity, response);
    return { user: signedIn.body };
  }
}
