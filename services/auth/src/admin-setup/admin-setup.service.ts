import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PRODUCT_NAME } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { OrgDirectory } from '../org-directory/org-directory.client.js';
import { PasswordPolicy } from '../password-policy/password-policy.js';
import { RateLimitRules } from '../rate-limits/rate-limit-rules.js';
import { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import { SessionsService, type SessionClient, type StartedSession } from '../sessions/sessions.service.js';
import type { AdminSetupDto } from './dto/admin-setup.dto.js';
import { Installation } from './installation.entity.js';

export interface CompletedSetup extends StartedSession {
  admin: Account;
}

const alreadySetUp = () => new DomainException('ADMIN_ALREADY_EXISTS', HttpStatus.CONFLICT, 'An administrator has already been set up');

@Injectable()
export class AdminSetupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly org: OrgDirectory,
    private readonly sessions: SessionsService,
    private readonly policy: PasswordPolicy,
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimitRules,
    private readonly audit: AuditLog,
  ) {}

  async isComplete(): Promise<boolean> {
    return this.dataSource.getRepository(Installation).existsBy({ id: true });
  }

  /**
   * One-time setup. The installation row is claimed inside the same transaction that creates the admin:
   * a concurrent setup waits on that row and then finds it taken, and if anything fails (org unreachable
   * included) the claim rolls back with the rest, so setup can be retried and never half-happens.
   */
  async setUp(dto: AdminSetupDto, client: SessionClient, requestId: string): Promise<CompletedSetup> {
    await this.limiter.consume([this.limits.setupsOfAddress(client.ip)], client, dto.email);
    if (await this.isComplete()) throw alreadySetUp();
    await this.policy.assertNotCommon(dto.password, { email: dto.email, names: [dto.fullName], organizationName: dto.organizationName || PRODUCT_NAME });
    const passwordHash = await this.hasher.hash(dto.password);

    return this.dataSource.transaction(async (manager) => {
      const installation = manager.getRepository(Installation).metadata.tablePath;
      const claimed: unknown[] = await manager.query(
        `INSERT INTO ${installation} (id, completed_at) VALUES (true, now()) ON CONFLICT (id) DO NOTHING RETURNING id`,
      );
      if (claimed.length === 0) throw alreadySetUp();

      const { organization, location } = await this.org.setUpOrganization(dto.organizationName || PRODUCT_NAME, requestId);
      const admin = await manager.getRepository(Account).save(
        manager.getRepository(Account).create({
          email: dto.email,
          fullName: dto.fullName,
          firstName: null,
          lastName: null,
          role: 'admin',
          passwordHash,
          mustChangePassword: false,
          organizationId: organization.id,
          locationId: location.id,
          technicianId: null,
          disabledAt: null,
        }),
      );
      await manager.getRepository(Installation).update({ id: true }, { adminAccountId: admin.id });
      const started = await this.sessions.start(admin.id, client, manager);
      await this.audit.record('admin-setup', client, { account: admin, details: { organizationName: organization.name } }, manager);
      return { admin, ...started };
    });
  }
}
