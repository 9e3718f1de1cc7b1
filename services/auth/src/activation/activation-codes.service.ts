import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ACTIVATION_CODE_TTL_HOURS_EMAIL, ACTIVATION_CODE_TTL_HOURS_SHEET, type BulkAccountDelivery } from '@irrigo/contracts';
import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import { issueActivationCode } from './activation-code.js';
import { ActivationCode } from './activation-code.entity.js';

const HOUR_MS = 3_600_000;
const TTL_HOURS: Record<BulkAccountDelivery, number> = { email: ACTIVATION_CODE_TTL_HOURS_EMAIL, sheet: ACTIVATION_CODE_TTL_HOURS_SHEET };

export interface IssuedCode {
  code: string;
  expiresAt: Date;
}

/** Where an account stands with activation: never issued a code, waiting for the technician, or activated. */
export interface ActivationStanding {
  activated: boolean;
  /** The latest unused code's expiry, while waiting. */
  pendingUntil: Date | null;
}

@Injectable()
export class ActivationCodes {
  constructor(@InjectRepository(ActivationCode) private readonly codes: Repository<ActivationCode>) {}

  /** A new code for the account; any unused earlier one stops working (only the latest sheet or e-mail counts). */
  async issue(manager: EntityManager, accountId: string, delivery: BulkAccountDelivery, issuedBy: string): Promise<IssuedCode> {
    const codes = manager.getRepository(ActivationCode);
    await codes.delete({ accountId, usedAt: IsNull() });
    const { code, codeHash } = issueActivationCode();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + TTL_HOURS[delivery] * HOUR_MS);
    await codes.insert({ accountId, codeHash, delivery, issuedBy, createdAt: now, expiresAt, usedAt: null });
    return { code, expiresAt };
  }

  /** Accounts that were ever issued a code, by id; accounts missing from the map never were. */
  async standingsOf(accountIds: string[]): Promise<Map<string, ActivationStanding>> {
    const standings = new Map<string, ActivationStanding>();
    if (accountIds.length === 0) return standings;
    for (const row of await this.codes.findBy({ accountId: In(accountIds) })) {
      const standing = standings.get(row.accountId) ?? { activated: false, pendingUntil: null };
      if (row.usedAt) standing.activated = true;
      else if (!standing.pendingUntil || row.expiresAt > standing.pendingUntil) standing.pendingUntil = row.expiresAt;
      standings.set(row.accountId, standing);
    }
    for (const standing of standings.values()) if (standing.activated) standing.pendingUntil = null;
    return standings;
  }
}
