import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ACTIVATION_PATH } from '@irrigo/contracts';
import { linksConfig } from '../auth.env.js';

/**
 * Where the activation page is, for e-mails and printed sheets: PUBLIC_URL (the gateway's public origin,
 * which the stack gives every service) or else the origin the admin's browser used, which the gateway has
 * already checked is its own.
 */
@Injectable()
export class ActivationLinks {
  private readonly publicUrl: string | null;

  constructor(@Inject(linksConfig.KEY) links: ConfigType<typeof linksConfig>) {
    this.publicUrl = publicOrigin(links.publicUrl ?? undefined);
  }

  /** The page's address, or null when neither PUBLIC_URL nor the request tells the origin. */
  page(requestOrigin: string | undefined): string | null {
    const origin = this.publicUrl ?? publicOrigin(requestOrigin);
    return origin ? `${origin}${ACTIVATION_PATH}` : null;
  }

  /** The page with the code filled in: what an e-mail links to. */
  withCode(page: string, code: string): string {
    return `${page}?code=${encodeURIComponent(code)}`;
  }
}

/** An http(s) origin without a trailing slash, or null for anything else (so nothing odd lands in a mail). */
export function publicOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
