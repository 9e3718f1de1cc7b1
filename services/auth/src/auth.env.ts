import { ServiceEnv } from '@irrigo/nest-kit';
import { Transform } from 'class-transformer';
import { IsInt, IsUrl, Max, Min } from 'class-validator';

const numberOr = (fallback: number) => ({ value }: { value: unknown }) => (value === undefined || value === '' ? fallback : Number(value));

export class AuthEnv extends ServiceEnv {
  /** services/org, asked for the organization, its first location and the technician roster. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  ORG_SERVICE_URL = 'http://127.0.0.1:3102';

  /** A session unused this long ends; every use pushes the limit forward. */
  @Transform(numberOr(720))
  @IsInt()
  @Min(1)
  @Max(60 * 24 * 30)
  SESSION_IDLE_MINUTES = 720;

  /** A session ends this long after sign-in however active it is, so a stolen cookie cannot live forever. */
  @Transform(numberOr(336))
  @IsInt()
  @Min(1)
  @Max(24 * 365)
  SESSION_ABSOLUTE_HOURS = 336;
}
