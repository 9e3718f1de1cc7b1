import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource, LessThan } from 'typeorm';
import { CustomerSyncService } from '../customers/customer-sync.service.js';
import { HcpCustomerCopy } from '../customers/hcp-customer-copy.js';
import { HcpError } from '../housecall-pro/hcp-error.js';
import type { HcpCustomer, HcpJob } from '../housecall-pro/hcp.types.js';
import { HousecallProClient } from '../housecall-pro/housecall-pro.client.js';
import { housecallProConfig } from '../org.env.js';
import { HcpWebhookReceipt } from './hcp-webhook-receipt.entity.js';
import { checkWebhookSignature, WEBHOOK_MAX_AGE_SECONDS } from './hcp-webhook-signature.js';

/** What a delivery says, as far as we read it: `{event, customer|job|appointment: {...}}`. */
export interface HcpWebhookDelivery {
  event?: unknown;
  customer?: HcpCustomer;
  job?: HcpJob;
  appointment?: { job_id?: string };
}

export interface SignedDelivery {
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | undefined;
  body: unknown;
}

export type WebhookOutcome = 'ping' | 'applied' | 'ignored';

/**
 * Housecall Pro's webhooks (customer.*, job.*): verified by signature and age, each signature accepted once,
 * then applied to the customers' copy with the same rules as the sync (HcpCustomerCopy).
 */
@Injectable()
export class HousecallProWebhooksService {
  private readonly logger = new Logger(HousecallProWebhooksService.name);

  constructor(
    @Inject(housecallProConfig.KEY) private readonly config: ConfigType<typeof housecallProConfig>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hcp: HousecallProClient,
    private readonly copy: HcpCustomerCopy,
    private readonly customerSync: CustomerSyncService,
  ) {}

  async receive(delivery: SignedDelivery): Promise<WebhookOutcome> {
    // Saving the URL in HCP sends {"foo":"bar"} and HCP keeps the URL only if it gets 200; it changes nothing here.
    if (isTestPing(delivery.body)) return 'ping';

    const secret = this.config.webhookSecret;
    if (!secret) throw DomainException.unauthenticated('Housecall Pro webhooks are not set up on this installation (HCP_WEBHOOK_SECRET)');
    const now = new Date();
    const check = checkWebhookSignature({ secret, timestamp: delivery.timestamp, signature: delivery.signature, rawBody: delivery.rawBody, now });
    if (!check.valid) throw DomainException.unauthenticated(check.reason);

    const payload = delivery.body as HcpWebhookDelivery;
    const event = typeof payload.event === 'string' ? payload.event : '';
    const organization = await this.customerSync.linkedOrganization();
    // Read what HCP did not send before the transaction, so no database session waits on HCP.
    const job = event.startsWith('job.') && event !== 'job.deleted' ? await this.jobOf(payload) : undefined;

    return this.dataSource.transaction(async (manager) => {
      // Each signature once: the receipt is written with the change, so a delivery that failed here may be retried.
      const signature = (delivery.signature ?? '').trim().toLowerCase();
      const receipts = manager.getRepository(HcpWebhookReceipt);
      const table = `"${receipts.metadata.schema ?? 'public'}"."${receipts.metadata.tableName}"`;
      const inserted: unknown[] = await manager.query(
        `INSERT INTO ${table} ("signature", "received_at") VALUES ($1, $2) ON CONFLICT ("signature") DO NOTHING RETURNING "signature"`,
        [signature, now],
      );
      if (!inserted.length) throw new DomainException('CONFLICT', HttpStatus.CONFLICT, 'This delivery was received already');
      await receipts.delete({ receivedAt: LessThan(new Date(now.getTime() - 2 * WEBHOOK_MAX_AGE_SECONDS * 1000)) });

      if (!organization) return 'ignored';
      const fallback = await this.copy.fallbackLocationId(manager, organization.id);
      if (!fallback) return 'ignored';
      switch (event) {
        case 'customer.created':
        case 'customer.updated':
          if (!payload.customer?.id) return 'ignored';
          await this.copy.upsertCustomer(manager, organization.id, payload.customer, fallback, now);
          return 'applied';
        case 'customer.deleted':
          if (!payload.customer?.id) return 'ignored';
          await this.copy.archiveCustomer(manager, organization.id, payload.customer.id, now);
          return 'applied';
        case 'job.deleted':
          if (!payload.job?.id) return 'ignored';
          await this.copy.removeJob(manager, organization.id, payload.job.id);
          return 'applied';
        default:
          if (!job) return 'ignored';
          return (await this.copy.upsertJob(manager, organization.id, job, fallback, now)) ? 'applied' : 'ignored';
      }
    });
  }

  /** The job of a job.* event: sent whole, or (appointment events) named by `appointment.job_id` and read from HCP. */
  private async jobOf(payload: HcpWebhookDelivery): Promise<HcpJob | undefined> {
    if (payload.job?.id) return payload.job;
    const jobId = payload.appointment?.job_id;
    if (!jobId) return undefined;
    try {
      return await this.hcp.getJob(jobId);
    } catch (error) {
      if (error instanceof HcpError && error.status === 404) return undefined;
      this.logger.warn(`Webhook: could not read job ${jobId} from Housecall Pro: ${error instanceof Error ? error.message : String(error)}`);
      // 503 makes HCP deliver it again later.
      throw new DomainException('HCP_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, 'Housecall Pro is not available to read the job; deliver again later');
    }
  }
}

function isTestPing(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && (body as Record<string, unknown>)['foo'] === 'bar'
  );
}
