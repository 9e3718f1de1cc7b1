import { Injectable, Logger } from '@nestjs/common';
import { OrgDirectory } from '../org-directory/org-directory.client.js';

/** The name changes rarely; a password form should not cost a call to services/org each time. */
const CACHE_MS = 5 * 60_000;

/** Where the policy learns the organization's name; a test gives its own. */
export abstract class OrganizationNameSource {
  abstract current(): Promise<string | null>;
}

/**
 * The installation's organization name, from services/org, kept for a few minutes. The name only makes
 * the password check stricter: when org cannot say (not set up yet, unreachable), the check goes on
 * without it and the reason is logged, rather than refusing to set any password.
 */
@Injectable()
export class InstallationOrganizationName extends OrganizationNameSource {
  private readonly logger = new Logger(InstallationOrganizationName.name);
  private cached: { name: string; until: number } | null = null;

  constructor(private readonly org: OrgDirectory) {
    super();
  }

  async current(): Promise<string | null> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.name;
    try {
      const { name } = await this.org.currentOrganization();
      this.cached = { name, until: now + CACHE_MS };
      return name;
    } catch (error) {
      this.logger.warn(`password check without the organization's name: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
