import { ApiProperty } from '@nestjs/swagger';
import type { TechnicianMonthStats, TechnicianMonthStatsResponse } from '@irrigo/contracts';

export class TechnicianMonthStatsSchema implements TechnicianMonthStats {
  @ApiProperty({ format: 'uuid' }) technicianId!: string;
  @ApiProperty({ type: 'integer', description: 'Inspections created in the month' }) inspections!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null until service plans exist' }) servicePlansSold!: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: 'null until ratings exist' }) averageRating!: number | null;
}

export class TechnicianMonthStatsResponseSchema implements TechnicianMonthStatsResponse {
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ example: 'America/Chicago' }) timeZone!: string;
  @ApiProperty({ type: [TechnicianMonthStatsSchema], description: 'Technicians with at least one inspection in the month' })
  technicians!: TechnicianMonthStats[];
}
