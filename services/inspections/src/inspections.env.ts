import { ServiceEnv } from '@irrigo/nest-kit';

/** services/inspections reads what every service reads; it listens on 3103 unless PORT says otherwise. */
export class InspectionsEnv extends ServiceEnv {
  override PORT = 3103;
}
