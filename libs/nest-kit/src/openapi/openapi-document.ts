import { Inject, Injectable, type INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { SERVICE_NAME } from '../identity/service-name.js';
import { buildServiceDocument } from './service-document.js';

/**
 * The service's OpenAPI document, built once on first request: building it walks every controller, which
 * no test or start-up should pay for unless someone asks. createServiceApp attaches the application.
 */
@Injectable()
export class OpenApiDocument {
  private app?: INestApplication;
  private document?: OpenAPIObject;

  constructor(@Inject(SERVICE_NAME) private readonly service: string) {}

  attach(app: INestApplication): void {
    this.app = app;
  }

  get(): OpenAPIObject {
    if (!this.app) throw new Error('OpenApiDocument used before createServiceApp attached the application');
    this.document ??= buildServiceDocument(this.app, this.service);
    return this.document;
  }
}
