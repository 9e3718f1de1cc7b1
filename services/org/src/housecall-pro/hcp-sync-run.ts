import type { Logger } from '@nestjs/common';
import type { TechnicianSyncFailure } from '@irrigo/contracts';
import { Column, Index, PrimaryGeneratedColumn, type Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { HcpError } from './hcp-error.js';

export type HcpSyncStatus = 'ok' | 'failed';
/** What started a run: the boot of the service, the timer, an administrator, or the organization's setup. */
export type HcpSyncTrigger = 'boot' | 'schedule' | 'manual' | 'setup';
/** Why a run failed, as the office screens translate it (the roster's and the customers' codes are one list). */
export type HcpSyncFailure = TechnicianSyncFailure;

/**
 * The columns every roster or customer sync run keeps (each kind keeps its own table and adds its counts):
 * when it ran, what started it, how it ended and why it failed.
 */
export abstract class HcpSyncRunColumns {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The organization whose data the run copied. */
  @Index()
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  trigger!: HcpSyncTrigger;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt!: Date;

  @Column({ type: 'text' })
  status!: HcpSyncStatus;

  @Column({ type: 'integer', default: 0 })
  created!: number;

  @Column({ type: 'integer', default: 0 })
  updated!: number;

  /** The details, in English, for operators. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** Why it failed, as a code the office translates; null when it went well. */
  @Column({ name: 'failure', type: 'text', nullable: true })
  failure!: HcpSyncFailure | null;
}

/** A failure as the screens word it: HCP refusing the key is the administrator's to fix, the rest is worth a retry. */
export function syncFailureOf(error: unknown): HcpSyncFailure {
  if (!(error instanceof HcpError)) return 'failed';
  return error.status === 401 || error.status === 403 ? 'hcp-refused' : 'hcp-unavailable';
}

/** A failure as the operators' log and the run's `error` keep it. */
export function syncFailureReason(error: unknown): string {
  if (error instanceof HcpError) return `Housecall Pro ${error.status || error.kind}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** A run's outcome: its counts when it went well, its reason when it failed. */
export type HcpSyncOutcome<Counts> = { status: 'ok'; counts: Counts } | { status: 'failed'; error: unknown };

/**
 * Keeps one run, finished now; a failed run's counts stay at their default 0. Recording is best effort: a run
 * that could not be kept is logged, and the sync's own result (or error) still reaches its caller.
 */
export async function recordSyncRun<Run extends HcpSyncRunColumns>(
  runs: Repository<Run>,
  logger: Logger,
  run: { organizationId: string; trigger: HcpSyncTrigger; startedAt: Date; kind: string },
  outcome: HcpSyncOutcome<Omit<Run, keyof HcpSyncRunColumns> & Pick<Run, 'created' | 'updated'>>,
): Promise<void> {
  const failed = outcome.status === 'failed';
  const row = {
    organizationId: run.organizationId,
    trigger: run.trigger,
    startedAt: run.startedAt,
    finishedAt: new Date(),
    status: outcome.status,
    ...(failed ? {} : outcome.counts),
    error: failed ? syncFailureReason(outcome.error) : null,
    failure: failed ? syncFailureOf(outcome.error) : null,
  };
  try {
    // The row is built from HcpSyncRunColumns and Run's own counts, which TypeORM's deep-partial type cannot follow through the generic.
    await runs.insert(row as unknown as QueryDeepPartialEntity<Run>);
  } catch (cause) {
    logger.error(`Could not record the ${run.kind} sync run: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
