import { IsUUID } from 'class-validator';

export class AccountIdParams {
  @IsUUID('all', { message: 'id must be an account id' })
  id!: string;
}
