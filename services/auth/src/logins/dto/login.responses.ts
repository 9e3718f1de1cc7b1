import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type AdminExistsResponse, type AdminLoginResponse, type AdminSetupResponse, type EmailAdminLoginResponse, type Role } from '@irrigo/contracts';

export class AdminLoginResponseSchema implements AdminLoginResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty() organizationName!: string;
}

export class EmailAdminLoginResponseSchema implements EmailAdminLoginResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
}

export class AdminExistsResponseSchema implements AdminExistsResponse {
  @ApiProperty({ description: 'Whether the one-time setup has been done' }) exists!: boolean;
}

export class AdminSetupResponseSchema implements AdminSetupResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() fullName!: string;
}
