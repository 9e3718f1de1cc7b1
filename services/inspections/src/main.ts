import 'reflect-metadata';
import { runService } from '@irrigo/nest-kit';
import { AppModule } from './app.module.js';

await runService(AppModule);
