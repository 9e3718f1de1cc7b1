import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The signature of each webhook accepted in the last minutes: a second delivery with the same signature is
 * a replay and is refused. In the database, so that every replica of the service sees the same receipts.
 */
@Entity({ name: 'hcp_webhook_receipts' })
export class HcpWebhookReceipt {
  @PrimaryColumn({ type: 'text' })
  signature!: string;

  @Index()
  @Column({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;
}
