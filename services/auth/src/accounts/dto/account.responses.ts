import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type AuthUser, type MessageResponse, type Role, type StoredTechnician, type TechnicianLoginResponse } from '@irrigo/contracts';

/** Response schemas shared by several auth routes (libs/contracts types as OpenAPI schemas). */
export class MessageResponseSchema implements MessageResponse {
  @ApiProperty({ description: 'A plain English confirmation' }) message!: string;
}

export class AuthUserSchema implements AuthUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) locationId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) organizationId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) technicianId!: string | null;
  @ApiProperty({ description: 'The account must choose a new password before going on' }) mustChangePassword!: boolean;
}

export class StoredTechnicianSchema implements StoredTechnician {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ['technician'] }) role!: 'technician';
}

export class TechnicianSignInSchema implements TechnicianLoginResponse {
  @ApiProperty({ type: StoredTechnicianSchema }) technician!: StoredTechnician;
}
