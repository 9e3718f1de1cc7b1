import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditEvent, AuditEventsResponse, AuditEventType } from '@irrigo/contracts';
import { newestFirstPage } from '@irrigo/nest-kit';
import { Brackets, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { SessionClient } from '../sessions/sessions.service.js';
import { AuditRecord, type AuditDetails } from './audit-record.entity.js';

const USER_AGENT_MAX_LENGTH = 512;

/** The account an event is about, as far as it is known. */
export interface AuditedAccount {
  id: string;
  email: string | null;
  organizationId: string | null;
}

export interface AuditFacts {
  account?: AuditedAccount | null;
  /** The e-mail someone typed, when no account is known (a failed sign-in, a reset request that matched nothing). */
  email?: string | null;
  /** Someone acting on another's account (an admin setting a technician's password). */
  actor?: { id: string; organizationId: string | null } | null;
  /** Never passwords, tokens or codes. */
  details?: AuditDetails;
}

@Injectable()
export class AuditLog {
  constructor(@InjectRepository(AuditRecord) private readonly records: Repository<AuditRecord>) {}

  async record(type: AuditEventType, client: SessionClient, facts: AuditFacts = {}, manager: EntityManager = this.records.manager): Promise<void> {
    const repository = manager.getRepository(AuditRecord);
    await repository.insert(
      repository.create({
        type,
        organizationId: facts.account?.organizationId ?? facts.actor?.organizationId ?? null,
        accountId: facts.account?.id ?? null,
        email: facts.account?.email ?? facts.email ?? null,
        actorId: facts.actor?.id ?? null,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        occurredAt: new Date(),
        details: facts.details ?? {},
      }),
    );
  }

  /**
   * A page of the organization's events, newest first, strictly older than `before`. Events that share the
   * last event's instant all go on this page, since the next page starts strictly before that instant.
   */
  async page(organizationId: string | null, before: Date | undefined, limit: number): Promise<AuditEventsResponse> {
    const { rows, nextBefore } = await newestFirstPage(() => this.visibleTo(organizationId), 'event', before, limit);
    return { events: rows.map(toAuditEvent), nextBefore };
  }

  /**
   * The organization's own events, plus those tied to no account (sign-ins with unknown e-mails, rate
   * limits): an installation holds one organization, whose admins are the ones to see attacks on it.
   */
  private visibleTo(organizationId: string | null): SelectQueryBuilder<AuditRecord> {
    return this.records.createQueryBuilder('event').where(
      new Brackets((where) => {
        where.where('event.organizationId IS NULL');
        if (organizationId) where.orWhere('event.organizationId = :organizationId', { organizationId });
      }),
    );
  }
}

function toAuditEvent(record: AuditRecord): AuditEvent {
  return {
    id: record.id,
    type: record.type,
    accountId: record.accountId,
    email: record.email,
    actorId: record.actorId,
    ip: record.ip,
    userAgent: record.userAgent,
    occurredAt: record.occurredAt.toISOString(),
    details: record.details,
  };
}
