import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { RESET_TOKEN_FRAGMENT, type PasswordResetUserType } from '@irrigo/contracts';
import { publicOrigin } from '../activation/activation-link.js';
import { linksConfig } from '../auth.env.js';

/** The sign-in page each kind of account resets from; its reset dialog opens at Verify from the fragment. */
const LOGIN_PAGE: Record<PasswordResetUserType, string> = { technician: '/tech-login', admin: '/admin-login' };

/**
 * The link in a reset e-mail: the sign-in page with the token in the fragment, which browsers never send
 * to a server, so it stays out of access logs and Referer headers. The origin is found as for activation
 * links: PUBLIC_URL, or else the origin the browser that asked used (which the gateway has checked).
 */
@Injectable()
export class ResetLinks {
  private readonly publicUrl: string | null;

  constructor(@Inject(linksConfig.KEY) links: ConfigType<typeof linksConfig>) {
    this.publicUrl = publicOrigin(links.publicUrl ?? undefined);
  }

  /** The link, or null when neither PUBLIC_URL nor the request tells the origin (the mail then carries the token only). */
  forToken(userType: PasswordResetUserType, token: string, requestOrigin: string | undefined): string | null {
    const origin = this.publicUrl ?? publicOrigin(requestOrigin);
    return origin ? `${origin}${LOGIN_PAGE[userType]}#${RESET_TOKEN_FRAGMENT}=${encodeURIComponent(token)}` : null;
  }
}
