import { IsTimeZone } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** GET /api/technician/stats/{technicianId}?timeZone=America/Chicago */
export class TechnicianDashboardQuery {
  /** "Today" and "this month" begin at midnight where the technician works, not in UTC. */
  @ApiProperty({ example: 'America/Chicago', description: 'The IANA time zone today and this month are counted in' })
  @IsTimeZone({ message: 'timeZone must be an IANA time zone' })
  timeZone!: string;
}
