import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role, type TeamAccount, type TeamAccountsResponse } from '@irrigo/contracts';

export class TeamAccountSchema implements TeamAccount {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) locationId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The roster technician a technician account signs in as' }) technicianId!:
    string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null while it may sign in' }) disabledAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSignInAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class TeamAccountsResponseSchema implements TeamAccountsResponse {
  @ApiProperty({ type: [TeamAccountSchema], description: 'By name' }) accounts!: TeamAccount[];
}
