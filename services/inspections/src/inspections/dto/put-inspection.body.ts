import {
  BACKFLOW_ASSEMBLY_TYPES,
  BACKFLOW_TEST_TYPES,
  BATTERY_STATUSES,
  CERTIFICATION_STATUSES,
  CONDITIONS,
  CONTROLLER_TYPES,
  FINDING_PRIORITIES,
  INSPECTION_DOCUMENT_SCHEMA,
  INSPECTION_LIMITS,
  LEAK_DETECTIONS,
  MEDIA_IMAGE_TYPES,
  MEDIA_KINDS,
  MEDIA_SECTIONS,
  MEDIA_VIDEO_TYPES,
  PROGRAMMING_STATUSES,
  PROPERTY_TYPES,
  RAIN_SENSOR_CONNECTIONS,
  RAIN_SENSOR_TYPES,
  RECOMMENDATION_TIERS,
  SENSOR_TEST_RESULTS,
  SHUT_OFF_ACCESSIBILITIES,
  SHUT_OFF_MARKINGS,
  SHUT_OFF_OPERATIONS,
  VALVE_BOX_CONDITIONS,
  WATER_SOURCES,
  YES_NO_UNKNOWN,
  ZONE_ISSUES,
  ZONE_STATUSES,
  ZONE_TYPES,
  type BackflowReadings,
  type BackflowSection,
  type ControllerSection,
  type Finding,
  type InspectionCustomer,
  type InspectionDocument,
  type InspectionSignatures,
  type MainLineSection,
  type MediaEntry,
  type PutInspectionRequest,
  type RainSensorSection,
  type RecommendationLine,
  type RecommendationOption,
  type ShutOffSection,
  type Signature,
  type SummarySection,
  type Zone,
  type ZoneIssue,
} from '@irrigo/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsObject,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

/**
 * PUT /api/inspections/{id}: the device's whole inspection (libs/contracts inspection-form.ts), checked field
 * by field: every value list, every limit, no field the contract does not name (the pipe's whitelist).
 */

const L = INSPECTION_LIMITS;
/** A report number: the device's IR-YYMMDD-XXXXXXXX, or the old app's number an imported inspection keeps. */
export const REPORT_NUMBER_SHAPE = /^[A-Za-z0-9-]{1,40}$/;
const DAY_OR_EMPTY = /^(\d{4}-\d{2}-\d{2})?$/;
const MEDIA_TYPES: readonly string[] = [...MEDIA_IMAGE_TYPES, ...MEDIA_VIDEO_TYPES];

const Text = (max: number) => applyDecorators(IsString(), MaxLength(max));
/** One of the list's values, or '' (not chosen). */
const Choice = (list: readonly string[]) =>
  applyDecorators(IsIn(['', ...list], { message: ({ property }) => `${property} must be '' or one of ${list.join(', ')}` }));
const NullableInt = (min: number, max: number) =>
  applyDecorators(
    ValidateIf((_: unknown, value: unknown) => value !== null),
    IsInt(),
    Min(min),
    Max(max),
  );
const NullableNumber = (min: number, max: number) =>
  applyDecorators(
    ValidateIf((_: unknown, value: unknown) => value !== null),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    Min(min),
    Max(max),
  );
const NullableBoolean = () =>
  applyDecorators(
    ValidateIf((_: unknown, value: unknown) => value !== null),
    IsBoolean(),
  );
const NullableUuid = () =>
  applyDecorators(
    ValidateIf((_: unknown, value: unknown) => value !== null),
    IsUUID('all'),
  );
const Nested = (type: () => new () => object) => applyDecorators(IsObject(), ValidateNested(), Type(type));
const NestedList = (type: () => new () => object, max: number) => applyDecorators(IsArray(), ArrayMaxSize(max), ValidateNested({ each: true }), Type(type));
const Cents = () => NullableInt(0, L.centsMax);

export class InspectionCustomerDto implements InspectionCustomer {
  @NullableUuid() customerId!: string | null;
  @NullableUuid() siteId!: string | null;
  @Text(L.shortText) name!: string;
  @Text(L.shortText) address!: string;
  @Text(L.shortText) phone!: string;
  @Text(L.shortText) email!: string;
  @Matches(DAY_OR_EMPTY, { message: 'customer.inspectionDate must be YYYY-MM-DD or empty' }) inspectionDate!: string;
  @Text(L.shortText) technicianName!: string;
  @Choice(PROPERTY_TYPES) propertyType!: InspectionCustomer['propertyType'];
  @NullableInt(0, L.systemAgeYearsMax) systemAgeYears!: number | null;
  @Matches(DAY_OR_EMPTY, { message: 'customer.lastServiced must be YYYY-MM-DD or empty' }) lastServiced!: string;
  @IsIn(['en', 'es']) language!: 'en' | 'es';
  @Choice(WATER_SOURCES) waterSource!: InspectionCustomer['waterSource'];
  @NullableNumber(0, L.pressurePsiMax) staticPressurePsi!: number | null;
}

export class ControllerSectionDto implements ControllerSection {
  @Text(L.shortText) brandModel!: string;
  @Choice(CONTROLLER_TYPES) controllerType!: ControllerSection['controllerType'];
  @Text(L.shortText) location!: string;
  @NullableInt(0, L.stationsMax) stationsUsed!: number | null;
  @NullableInt(0, L.stationsMax) stationsAvailable!: number | null;
  @Choice(PROGRAMMING_STATUSES) programmingStatus!: ControllerSection['programmingStatus'];
  @Choice(BATTERY_STATUSES) batteryStatus!: ControllerSection['batteryStatus'];
  @Choice(CONDITIONS) wiringCondition!: ControllerSection['wiringCondition'];
  @Text(L.longText) issuesFound!: string;
}

export class MainLineSectionDto implements MainLineSection {
  @NullableNumber(0, L.pressurePsiMax) waterPressurePsi!: number | null;
  @Choice(LEAK_DETECTIONS) leakDetection!: MainLineSection['leakDetection'];
  @Choice(VALVE_BOX_CONDITIONS) valveBoxCondition!: MainLineSection['valveBoxCondition'];
  @Text(L.longText) issuesFound!: string;
  @Cents() estimatedCostCents!: number | null;
}

export class BackflowReadingsDto implements BackflowReadings {
  @NullableNumber(0, L.psidMax) checkValve1Psid!: number | null;
  @NullableBoolean() checkValve1ClosedTight!: boolean | null;
  @NullableNumber(0, L.psidMax) checkValve2Psid!: number | null;
  @NullableBoolean() checkValve2ClosedTight!: boolean | null;
  @NullableNumber(0, L.psidMax) reliefValveOpenedPsid!: number | null;
  @NullableNumber(0, L.psidMax) airInletOpenedPsid!: number | null;
  @NullableNumber(0, L.psidMax) checkValvePsid!: number | null;
}

export class BackflowSectionDto implements BackflowSection {
  @Choice(BACKFLOW_ASSEMBLY_TYPES) assemblyType!: BackflowSection['assemblyType'];
  @Choice(CONDITIONS) condition!: BackflowSection['condition'];
  @Choice(CERTIFICATION_STATUSES) certificationStatus!: BackflowSection['certificationStatus'];
  @Text(L.longText) issuesFound!: string;
  @IsBoolean() repairNeeded!: boolean;
  @Cents() estimatedCostCents!: number | null;
  @Text(L.shortText) make!: string;
  @Text(L.shortText) model!: string;
  @Text(L.shortText) size!: string;
  @Text(L.shortText) serialNumber!: string;
  @Text(L.shortText) location!: string;
  @Choice(BACKFLOW_TEST_TYPES) testType!: BackflowSection['testType'];
  @Nested(() => BackflowReadingsDto) readings!: BackflowReadingsDto;
}

export class ShutOffSectionDto implements ShutOffSection {
  @Choice(YES_NO_UNKNOWN) hasShutOff!: ShutOffSection['hasShutOff'];
  @Text(L.shortText) location!: string;
  @Choice(CONDITIONS) condition!: ShutOffSection['condition'];
  @Choice(SHUT_OFF_ACCESSIBILITIES) accessibility!: ShutOffSection['accessibility'];
  @Choice(SHUT_OFF_OPERATIONS) operation!: ShutOffSection['operation'];
  @Choice(SHUT_OFF_MARKINGS) marking!: ShutOffSection['marking'];
  @Text(L.longText) issues!: string;
  @Text(L.longText) recommendedAction!: string;
  @Cents() estimatedCostCents!: number | null;
}

export class RainSensorSectionDto implements RainSensorSection {
  @Choice(YES_NO_UNKNOWN) present!: RainSensorSection['present'];
  @Choice(RAIN_SENSOR_TYPES) sensorType!: RainSensorSection['sensorType'];
  @Choice(RAIN_SENSOR_CONNECTIONS) connection!: RainSensorSection['connection'];
  @Choice(CONDITIONS) condition!: RainSensorSection['condition'];
  @Choice(SENSOR_TEST_RESULTS) testResult!: RainSensorSection['testResult'];
  @Text(L.longText) issuesFound!: string;
}

/** Counts per zone issue: only the issues of ZONE_ISSUES, each a whole number (the whitelist refuses any other key). */
export class ZoneIssueCountsDto implements Partial<Record<ZoneIssue, number>> {}
for (const issue of ZONE_ISSUES) {
  const decorate = applyDecorators(
    ValidateIf((counts: Record<string, unknown>) => counts[issue] !== undefined),
    IsInt({ message: `zone issue count ${issue} must be a whole number` }),
    Min(0),
    Max(L.issueCount),
  );
  decorate(ZoneIssueCountsDto.prototype, issue);
}

export class ZoneDto implements Zone {
  @IsUUID('7', { message: 'zones[].id must be a UUIDv7' }) id!: string;
  @IsInt() @Min(1) @Max(L.zones) number!: number;
  @Text(L.shortText) description!: string;
  @Choice(ZONE_TYPES) zoneType!: Zone['zoneType'];
  @NullableInt(0, L.headCount) headCount!: number | null;
  @Nested(() => ZoneIssueCountsDto) issueCounts!: ZoneIssueCountsDto;
  @IsIn(ZONE_STATUSES) status!: Zone['status'];
  @Text(L.longText) notes!: string;
}

export class MediaEntryDto implements MediaEntry {
  @IsUUID('7', { message: 'media[].id must be a UUIDv7' }) id!: string;
  @IsIn(MEDIA_KINDS) kind!: MediaEntry['kind'];
  @Text(L.shortText) caption!: string;
  @IsIn(MEDIA_SECTIONS) section!: MediaEntry['section'];
  @NullableUuid() zoneId!: string | null;
  @IsBoolean() includeInPdf!: boolean;
  @IsIn(MEDIA_TYPES, { message: `media[].contentType must be one of ${MEDIA_TYPES.join(', ')}` }) contentType!: string;
  @IsInt() @Min(0) byteSize!: number;
  @IsISO8601({ strict: true }) capturedAt!: string;
}

export class RecommendationLineDto implements RecommendationLine {
  @IsUUID('all') id!: string;
  @NullableUuid() pricebookItemId!: string | null;
  @Text(L.shortText) name!: string;
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }) @Min(0) @Max(L.quantityMax) quantity!: number;
  @IsInt() @Min(0) @Max(L.centsMax) unitPriceCents!: number;
}

export class RecommendationOptionDto implements RecommendationOption {
  @IsUUID('all') id!: string;
  @ValidateIf((_: unknown, value: unknown) => value !== null) @IsIn(RECOMMENDATION_TIERS) tier!: RecommendationOption['tier'];
  @NestedList(() => RecommendationLineDto, L.linesPerOption) lines!: RecommendationLineDto[];
}

export class FindingDto implements Finding {
  @IsUUID('all') id!: string;
  @Text(L.shortText) title!: string;
  @Choice(FINDING_PRIORITIES) priority!: Finding['priority'];
  @Choice(MEDIA_SECTIONS) section!: Finding['section'];
  @NullableUuid() zoneId!: string | null;
  @NestedList(() => RecommendationOptionDto, L.optionsPerFinding) options!: RecommendationOptionDto[];
  @NullableUuid() chosenOptionId!: string | null;
}

export class SummarySectionDto implements SummarySection {
  @Choice(CONDITIONS) overallAssessment!: SummarySection['overallAssessment'];
  @Text(L.longText) notes!: string;
}

export class SignatureDto implements Signature {
  @Text(L.shortText) signerName!: string;
  @IsISO8601({ strict: true }) signedAt!: string;
  @Text(L.signatureSvgBytes) svg!: string;
  @Matches(/^[0-9a-f]{64}$/, { message: 'signatures.*.contentHash must be a SHA-256 in hex' }) contentHash!: string;
}

export class InspectionSignaturesDto implements InspectionSignatures {
  @ValidateIf((_: unknown, value: unknown) => value !== null) @Nested(() => SignatureDto) customer!: SignatureDto | null;
  @ValidateIf((_: unknown, value: unknown) => value !== null) @Nested(() => SignatureDto) technician!: SignatureDto | null;
}

export class InspectionDocumentDto implements InspectionDocument {
  @IsIn([INSPECTION_DOCUMENT_SCHEMA], { message: `document.schemaVersion must be ${INSPECTION_DOCUMENT_SCHEMA}` })
  schemaVersion!: typeof INSPECTION_DOCUMENT_SCHEMA;
  @Nested(() => InspectionCustomerDto) customer!: InspectionCustomerDto;
  @Nested(() => ControllerSectionDto) controller!: ControllerSectionDto;
  @Nested(() => MainLineSectionDto) mainLine!: MainLineSectionDto;
  @Nested(() => BackflowSectionDto) backflow!: BackflowSectionDto;
  @Nested(() => ShutOffSectionDto) shutOff!: ShutOffSectionDto;
  @Nested(() => RainSensorSectionDto) rainSensor!: RainSensorSectionDto;
  @NestedList(() => ZoneDto, L.zones) zones!: ZoneDto[];
  @NestedList(() => MediaEntryDto, L.media) media!: MediaEntryDto[];
  @NestedList(() => FindingDto, L.findings) findings!: FindingDto[];
  @Nested(() => SummarySectionDto) summary!: SummarySectionDto;
  @Nested(() => InspectionSignaturesDto) signatures!: InspectionSignaturesDto;
}

export class PutInspectionBody implements PutInspectionRequest {
  @ApiProperty({ example: 'IR-261125-7K3M9QXZ', description: 'reportNumberFor(id) for a new inspection; an imported one keeps its old number' })
  @Matches(REPORT_NUMBER_SHAPE, { message: 'reportNumber must be 1 to 40 letters, digits or dashes' })
  reportNumber!: string;

  @ApiProperty({ enum: ['draft', 'completed'], description: 'completed: the fields of REQUIRED_FOR_COMPLETION must be filled in' })
  @IsIn(['draft', 'completed'])
  status!: 'draft' | 'completed';

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The InspectionDocument (libs/contracts inspection-form.ts)' })
  @Nested(() => InspectionDocumentDto)
  document!: InspectionDocumentDto;

  @ApiProperty({ format: 'date-time', description: 'When the device created the inspection (kept from the first save)' })
  @IsISO8601({ strict: true })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'The device’s last save' })
  @IsISO8601({ strict: true })
  savedAt!: string;
}
