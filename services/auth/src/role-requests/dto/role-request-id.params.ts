import { IsUUID } from 'class-validator';

export class RoleRequestIdParams {
  @IsUUID('all', { message: 'id must be a role request id' })
  id!: string;
}
