import { ApiProperty } from '@nestjs/swagger';
import type { TechnicianStats } from '@irrigo/contracts';

export class TechnicianStatsSchema implements TechnicianStats {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null until service plans exist' }) servicePlansThisMonth!: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: 'null until ratings exist' }) averageRating!: number | null;
  @ApiProperty({ type: 'integer', description: 'Inspections created today (in timeZone)' }) inspectionsToday!: number;
  @ApiProperty({ type: 'integer', description: 'Inspections created since the first of the month (in timeZone)' }) inspectionsThisMonth!: number;
  @ApiProperty({ example: '1250.00', description: 'The month’s estimated totals added up, dollars with 2 decimals' }) revenueThisMonth!: string;
}
