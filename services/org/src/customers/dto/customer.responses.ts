import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  PREFERRED_LANGUAGE_SOURCES,
  type AccessNotes,
  type CustomerDetail,
  type CustomerJob,
  type CustomerListItem,
  type CustomerListResponse,
  type CustomerSyncResult,
  type CustomerSyncRun,
  type CustomerSyncStatusResponse,
  type CustomerSyncFailure,
  TECHNICIAN_SYNC_FAILURES,
  type DoNotService,
  type PreferredLanguage,
  type PreferredLanguageSource,
  type ServiceAreaResponse,
  type Site,
} from '@irrigo/contracts';

export class AccessNotesSchema implements AccessNotes {
  @ApiProperty({ type: String, nullable: true }) gateCode!: string | null;
  @ApiProperty({ description: 'A dog on the property' }) dog!: boolean;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
}

export class DoNotServiceSchema implements DoNotService {
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
}

export class SiteSchema implements Site {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The address id in Housecall Pro (adr_…)' }) hcpAddressId!: string;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) streetLine2!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) zip!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: AccessNotesSchema }) accessNotes!: AccessNotes;
}

export class CustomerJobSchema implements CustomerJob {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The job id in Housecall Pro (job_…)' }) hcpJobId!: string;
  @ApiProperty({ type: String, nullable: true }) invoiceNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Housecall Pro’s own words, e.g. "complete rated"' }) workStatus!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) scheduledStart!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) scheduledEnd!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) siteId!: string | null;
  @ApiProperty({ type: [String] }) technicianNames!: string[];
  @ApiProperty({ type: 'integer', description: 'Cents' }) totalCents!: number;
}

export class CustomerListItemSchema implements CustomerListItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The customer id in Housecall Pro (cus_…)' }) hcpCustomerId!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty() displayName!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) mobileNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) homeNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) workNumber!: string | null;
  @ApiProperty({ format: 'uuid' }) locationId!: string;
  @ApiProperty({ enum: LANGUAGES }) preferredLanguage!: PreferredLanguage;
  @ApiProperty({ type: DoNotServiceSchema }) doNotService!: DoNotService;
  @ApiProperty({ type: SiteSchema, nullable: true }) primarySite!: Site | null;
  @ApiProperty({ type: 'integer' }) siteCount!: number;
  @ApiProperty({ type: [String] }) technicianNames!: string[];
  @ApiPropertyOptional({ type: [SiteSchema], description: 'Every site, in Housecall Pro’s order: only with include=sites' }) sites?: Site[];
}

export class CustomerDetailSchema extends CustomerListItemSchema implements CustomerDetail {
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: String, nullable: true }) hcpNotes!: string | null;
  @ApiProperty({ enum: PREFERRED_LANGUAGE_SOURCES }) preferredLanguageSource!: PreferredLanguageSource;
  @ApiProperty({ type: [SiteSchema] }) override sites!: Site[];
  @ApiProperty({ type: [CustomerJobSchema] }) jobs!: CustomerJob[];
  @ApiProperty({ type: 'integer', description: 'Send it back in If-Match to change the customer' }) version!: number;
  @ApiProperty({ format: 'date-time' }) syncedAt!: string;
}

export class CustomerListResponseSchema implements CustomerListResponse {
  @ApiProperty({ type: [CustomerListItemSchema] }) items!: CustomerListItem[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) pageSize!: number;
}

export class CustomerSyncResultSchema implements CustomerSyncResult {
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer' }) archived!: number;
  @ApiProperty({ type: 'integer' }) jobs!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ format: 'date-time' }) syncedAt!: string;
}

export class CustomerSyncRunSchema implements CustomerSyncRun {
  @ApiProperty({ enum: ['ok', 'failed'] }) status!: 'ok' | 'failed';
  @ApiProperty({ format: 'date-time' }) finishedAt!: string;
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer' }) archived!: number;
  @ApiProperty({ type: 'integer', description: 'Jobs copied in the run' }) jobs!: number;
  @ApiProperty({ enum: TECHNICIAN_SYNC_FAILURES, nullable: true, description: 'Why the run failed; null when it went well' })
  failure!: CustomerSyncFailure | null;
}

export class CustomerSyncStatusResponseSchema implements CustomerSyncStatusResponse {
  @ApiProperty({ type: CustomerSyncRunSchema, nullable: true, description: 'null before the organization’s first customer sync' })
  lastRun!: CustomerSyncRun | null;
}

export class ServiceAreaResponseSchema implements ServiceAreaResponse {
  @ApiProperty({ type: [String], example: ['78701', '78704'], description: 'Five-digit ZIP codes, each once, sorted' })
  zipCodes!: string[];
}
