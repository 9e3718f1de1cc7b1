import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** ?organizationId= on internal routes: the calling service always names the organization it asks for. */
export class OfOrganizationQuery {
  @ApiProperty({ format: 'uuid', description: 'The organization the answer must belong to' })
  @IsUUID('all', { message: 'organizationId must be an organization id' })
  organizationId!: string;
}
