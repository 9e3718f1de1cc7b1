import { IsUUID } from 'class-validator';

export class TechnicianIdParams {
  @IsUUID('all', { message: 'id must be a technician id' })
  id!: string;
}
