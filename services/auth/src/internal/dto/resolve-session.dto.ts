import { IsString, MaxLength } from 'class-validator';

export class ResolveSessionDto {
  /** The raw cookie value; anything not shaped like a session token simply resolves to no one. */
  @IsString()
  @MaxLength(512)
  token!: string;
}
