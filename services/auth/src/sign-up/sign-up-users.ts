import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SignUpUser } from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import type { Account } from '../accounts/account.entity.js';
import { RoleRequestRecord } from '../role-requests/role-request.entity.js';

/** The sign-up screens' view of an account: role, setupComplete, and the role still waiting for approval. */
@Injectable()
export class SignUpUsers {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(account: Account): Promise<SignUpUser> {
    const pending = await this.dataSource.getRepository(RoleRequestRecord).findOneBy({ accountId: account.id, status: 'pending' });
    return {
      id: account.id,
      email: account.email,
      name: account.fullName,
      role: account.role,
      setupComplete: account.setupComplete,
      requestedRole: pending?.requestedRole ?? null,
    };
  }
}
