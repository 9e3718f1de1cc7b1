import { ApiProperty } from '@nestjs/swagger';
import { DASHBOARD_PARTS, DASHBOARD_PERIODS, type DashboardPart, type DashboardPeriod, type DashboardStats } from '@irrigo/contracts';

class InspectionCountsSchema {
  @ApiProperty({ type: 'integer', description: 'Inspections made in the period' }) total!: number;
  @ApiProperty({ type: 'integer', description: 'Of those, the completed ones' }) completed!: number;
}

class RevenueSchema {
  @ApiProperty({ example: '1250.00', description: 'Estimated totals of the inspections made in the period that are completed, dollars with 2 decimals' })
  monthly!: string;
  @ApiProperty({ example: '300.00', description: 'Estimated totals of the inspections made in the period that are still drafts, dollars with 2 decimals' })
  pending!: string;
}

class TechnicianCountsSchema {
  @ApiProperty({ type: 'integer', description: 'Technicians with an inspection in the period' }) active!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The active roster (services/org); null when org did not answer' }) total!: number | null;
}

class TerritoryCountsSchema {
  @ApiProperty({ type: 'integer', nullable: true, description: 'ZIP codes of the service area with an inspection in the period' }) covered!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'ZIP codes of the service area (services/org); null when org did not answer' }) total!:
    number | null;
}

export class DashboardStatsSchema implements DashboardStats {
  @ApiProperty({ enum: DASHBOARD_PERIODS }) period!: DashboardPeriod;
  @ApiProperty({ example: 'America/Chicago' }) timeZone!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The location counted, or null for the whole scope' }) locationId!: string | null;
  @ApiProperty({ format: 'date-time', description: 'The period’s first instant' }) from!: string;
  @ApiProperty({ format: 'date-time', description: 'When the figures were counted' }) to!: string;
  @ApiProperty({ type: InspectionCountsSchema }) inspections!: InspectionCountsSchema;
  @ApiProperty({ type: RevenueSchema }) revenue!: RevenueSchema;
  @ApiProperty({ type: TechnicianCountsSchema }) technicians!: TechnicianCountsSchema;
  @ApiProperty({ type: TerritoryCountsSchema }) territories!: TerritoryCountsSchema;
  @ApiProperty({ enum: DASHBOARD_PARTS, isArray: true, description: 'Parts services/org could not give this time (their figures are null)' })
  missing!: DashboardPart[];
}
