import 'reflect-metadata';
import { runGateway } from './gateway-app.js';

await runGateway();
