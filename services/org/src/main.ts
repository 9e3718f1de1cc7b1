import 'reflect-metadata';
import { InvalidEnvironmentError, runService } from '@irrigo/nest-kit';
import { AppModule } from './app.module.js';

try {
  await runService(AppModule.register());
} catch (error) {
  // A wrong environment is an operator's mistake: say what is wrong, without a stack trace.
  if (!(error instanceof InvalidEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
