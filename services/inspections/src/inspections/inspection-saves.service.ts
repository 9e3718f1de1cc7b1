import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canonicalJson,
  estimatedTotalCents,
  missingForCompletion,
  signedContent,
  type InspectionDocument,
  type InspectionRecord,
  type PutInspectionRequest,
  type VerifiedUser,
} from '@irrigo/contracts';
import { DomainException, inTransaction, isInScope, scopedWhere, scopeOfUser, type OrganizationScope } from '@irrigo/nest-kit';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { InspectionMediaEntity } from './inspection-media.entity.js';
import { InspectionEntity, REPORT_NUMBER_KEY } from './inspection.entity.js';
import { centsToDecimalString } from './inspection.mapper.js';
import { INSPECTION_SCOPE } from './inspection.scope.js';

/** What a save did: created the inspection (201), changed it, or found it already as sent (both 200). */
export interface SaveOutcome {
  record: InspectionRecord;
  created: boolean;
}

/** The preconditions a PUT carries: `If-Match` (the version it changes) and `If-None-Match: *` (create only). */
export interface SavePreconditions {
  ifMatch: number | null;
  createOnly: boolean;
}

/** SHA-256 (hex) of what a save changes: the status and the document. The same save sent again has the same hash. */
export function contentHashOf(status: string, document: InspectionDocument): string {
  return createHash('sha256').update(canonicalJson({ status, document })).digest('hex');
}

/** Where a signature sits in the document (and in a refusal's details). */
export type SignaturePath = 'signatures.customer' | 'signatures.technician';

/**
 * The signatures that no longer hold: each present signature vouches for SHA-256 (hex) of
 * signedContent(document), computed by the device when it was drawn (mf-tech signature-record.ts); one whose
 * contentHash is another was drawn over content that has changed since. `document` is the one the service
 * stores: the DTO takes the device's JSON as it is (no trimming, defaults, coercion or stripped keys: unknown
 * keys are refused, not dropped), so a genuine signature hashes the same on both sides.
 */
export function outOfDateSignatures(document: InspectionDocument): SignaturePath[] {
  const hash = createHash('sha256').update(signedContent(document)).digest('hex');
  return (['customer', 'technician'] as const)
    .filter((signer) => {
      const signature = document.signatures[signer];
      return signature !== null && signature.contentHash !== hash;
    })
    .map((signer): SignaturePath => `signatures.${signer}`);
}

/**
 * PUT and GET of one inspection, as its device holds it. A PUT is an upsert on the device's id: absent, it is
 * created for the caller; present with the same content, it is answered as stored (a replay after a lost
 * answer); present with other content, it is changed only on the version `If-Match` names. What it stores never
 * carries a signature over other content (an office or API edit that kept one): 422 SIGNATURE_OUT_OF_DATE. Each PUT runs in one
 * transaction holding a lock on the id (an advisory lock, then the row), so concurrent PUTs of one id create
 * one row and change it one at a time.
 */
@Injectable()
export class InspectionSavesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(scope: OrganizationScope, id: string): Promise<InspectionRecord> {
    const row = await this.dataSource.getRepository(InspectionEntity).findOneBy(scopedWhere(scope, INSPECTION_SCOPE, { id }));
    if (!row) throw DomainException.notFound('Inspection not found');
    return this.recordOf(this.dataSource.manager, row);
  }

  async put(user: VerifiedUser, id: string, request: PutInspectionRequest, preconditions: SavePreconditions): Promise<SaveOutcome> {
    if (request.status === 'completed') {
      const missing = missingForCompletion(request.document);
      if (missing.length > 0) throw DomainException.validation(missing, 'The inspection cannot be completed: fields are missing');
    }
    const document = JSON.parse(JSON.stringify(request.document)) as InspectionDocument;
    const contentHash = contentHashOf(request.status, document);
    const staleSignatures = outOfDateSignatures(document);
    const scope = scopeOfUser(user);
    try {
      return await inTransaction(this.dataSource, async (manager) => {
        await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))', [id]);
        const existing = await manager.findOne(InspectionEntity, { where: { id }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
        if (!existing) {
          // If-Match names a version of something that is not there: that precondition fails (RFC 9110).
          if (preconditions.ifMatch !== null) throw staleVersion('This inspection is not on the server; nothing was changed.');
          if (staleSignatures.length > 0) throw signaturesOutOfDate(staleSignatures);
          return { record: await this.create(manager, user, id, request, document, contentHash), created: true };
        }
        // Another's, another location's or organization's, or deleted: as if it did not exist, and never overwritten.
        if (existing.deletedAt !== null || !isInScope(scope, INSPECTION_SCOPE, existing)) throw DomainException.notFound('Inspection not found');
        if (existing.contentHash === contentHash) return { record: await this.recordOf(manager, existing), created: false };
        if (preconditions.createOnly) throw staleVersion('The inspection exists already (If-None-Match: *)');
        if (preconditions.ifMatch === null) {
          throw new DomainException(
            'PRECONDITION_REQUIRED',
            HttpStatus.PRECONDITION_REQUIRED,
            'The inspection exists already: send the version you changed in If-Match',
          );
        }
        if (preconditions.ifMatch !== existing.version)
          throw staleVersion('Someone changed this inspection since you loaded it; reload it and try again. Nothing was changed.');
        if (request.reportNumber !== existing.reportNumber) {
          throw new DomainException('CONFLICT', HttpStatus.CONFLICT, 'An inspection keeps its report number', ['reportNumber']);
        }
        if (staleSignatures.length > 0) throw signaturesOutOfDate(staleSignatures);
        await manager.update(
          InspectionEntity,
          { id },
          {
            ...derivedColumns(request, document),
            contentHash,
            version: existing.version + 1,
            // Stamped the first time it is completed and kept through corrections; a draft again has none.
            completedDate: request.status === 'completed' ? (existing.completedDate ?? new Date()) : null,
          },
        );
        const changed = await manager.findOneOrFail(InspectionEntity, { where: { id } });
        return { record: await this.recordOf(manager, changed), created: false };
      });
    } catch (error) {
      // Only a new inspection can meet the key (an update keeps its number): the device renumbers and sends again.
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string } | undefined)?.constraint === REPORT_NUMBER_KEY) {
        throw new DomainException('REPORT_NUMBER_TAKEN', HttpStatus.CONFLICT, 'Another inspection of your organization has this report number', [
          'reportNumber',
        ]);
      }
      throw error;
    }
  }

  private async create(
    manager: EntityManager,
    user: VerifiedUser,
    id: string,
    request: PutInspectionRequest,
    document: InspectionDocument,
    contentHash: string,
  ): Promise<InspectionRecord> {
    if (!user.organizationId) throw DomainException.notFound('Inspection not found');
    if (user.role === 'technician' && !user.technicianId) {
      throw new DomainException('TECHNICIAN_NOT_LINKED', HttpStatus.CONFLICT, 'Your account is not linked to a technician of the roster yet');
    }
    await manager.insert(InspectionEntity, {
      id,
      reportNumber: request.reportNumber,
      organizationId: user.organizationId,
      locationId: user.locationId,
      technicianId: user.technicianId,
      ...derivedColumns(request, document),
      contentHash,
      version: 1,
      deviceCreatedAt: new Date(request.createdAt),
      // When it was made, for lists and counts: the device's time, but never later than the server's (a fast clock).
      createdAt: new Date(Math.min(Date.parse(request.createdAt), Date.now())),
      completedDate: request.status === 'completed' ? new Date() : null,
    });
    return this.recordOf(manager, await manager.findOneOrFail(InspectionEntity, { where: { id } }));
  }

  private async recordOf(manager: EntityManager, row: InspectionEntity): Promise<InspectionRecord> {
    const media = await manager.find(InspectionMediaEntity, { select: { id: true }, where: { inspectionId: row.id }, order: { id: 'ASC' } });
    return {
      id: row.id,
      reportNumber: row.reportNumber,
      status: row.status,
      version: row.version,
      document: row.data as unknown as InspectionDocument,
      clientName: row.clientName,
      clientAddress: row.clientAddress,
      estimatedTotal: centsToDecimalString(row.estimatedTotalCents),
      technicianId: row.technicianId,
      inspectorName: row.inspectorName,
      locationId: row.locationId,
      createdAt: row.createdAt.toISOString(),
      savedAt: row.savedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      completedDate: row.completedDate?.toISOString() ?? null,
      uploadedMediaIds: media.map((entry) => entry.id),
    };
  }
}

/** The columns a save derives from the document (lists and totals read them without opening `data`). */
function derivedColumns(request: PutInspectionRequest, document: InspectionDocument): QueryDeepPartialEntity<InspectionEntity> {
  return {
    status: request.status,
    clientName: document.customer.name,
    clientAddress: document.customer.address,
    inspectorName: document.customer.technicianName,
    estimatedTotalCents: String(estimatedTotalCents(document)),
    savedAt: new Date(request.savedAt),
    // jsonb: the document as it came (TypeORM's partial type would otherwise read into its fields).
    data: document as unknown as QueryDeepPartialEntity<Record<string, unknown>>,
  };
}

function signaturesOutOfDate(signatures: SignaturePath[]): DomainException {
  return new DomainException(
    'SIGNATURE_OUT_OF_DATE',
    HttpStatus.UNPROCESSABLE_ENTITY,
    'A signature no longer matches the inspection (what it signed has changed): remove it and ask for it again. Nothing was changed.',
    signatures,
  );
}

function staleVersion(message: string): DomainException {
  return new DomainException('STALE_VERSION', HttpStatus.PRECONDITION_FAILED, message);
}
