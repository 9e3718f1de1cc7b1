import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service.js';
import { Account } from './account.entity.js';

/**
 * Disabling an account ends its sessions in the same transaction. A disabled account's sessions would
 * stop resolving anyway (resolve checks disabled_at), but revoking them means re-enabling the account
 * later does not bring old, possibly stolen, cookies back to life.
 */
@Injectable()
export class AccountDisabling {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * False when there is no such account; disabling an already disabled one keeps its first date.
   * Pass the caller's transaction to make disabling part of it.
   */
  async disable(accountId: string, transaction?: EntityManager): Promise<boolean> {
    const run = async (manager: EntityManager) => {
      const accounts = manager.getRepository(Account);
      if (!(await accounts.existsBy({ id: accountId }))) return false;
      await accounts.update({ id: accountId, disabledAt: IsNull() }, { disabledAt: new Date() });
      await this.sessions.revokeAllOf(accountId, manager);
      return true;
    };
    return transaction ? run(transaction) : this.dataSource.transaction(run);
  }
}
