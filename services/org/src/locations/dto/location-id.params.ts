import { IsUUID } from 'class-validator';

export class LocationIdParams {
  @IsUUID('all', { message: 'id must be a location id' })
  id!: string;
}
