import { IsString, MaxLength } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class ResolveSessionDto {
  /** The raw cookie value; anything not shaped like a session token simply resolves to no one. */
  @ApiProperty({ maxLength: 512, description: 'The session cookie’s value' })
  @IsString()
  @MaxLength(512)
  token!: string;
}
