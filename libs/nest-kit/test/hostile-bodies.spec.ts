import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IsObject, IsOptional, IsString } from 'class-validator';
import request from 'supertest';
import { createServiceApp, Public, ServiceEnv, ServiceModule } from '../src/index.js';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../src/http/json-body.js';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '../src/testing.js';

class NoteDto {
  @IsString()
  text!: string;

  @IsOptional()
  @IsObject()
  extra?: Record<string, unknown>;
}

let handled = 0;

@Controller('notes')
class NotesController {
  @Public()
  @Post()
  @HttpCode(200)
  create(@Body() dto: NoteDto) {
    handled++;
    return { saved: dto.text.length };
  }
}

const nested = (depth: number) => `${'['.repeat(depth - 1)}{"a":1}${']'.repeat(depth - 1)}`;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings or after escapes', () => {
    expect(jsonNestsDeeperThan(bytes(nested(3)), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(nested(4)), 3)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(`{"text":"${'[{'.repeat(50)}"}`), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"text":"\\"${'['.repeat(50)}"}`), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"a":{"b":{"c":"}}}"}}}`), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`[[["ñandú 💧"],[[1]]]]`), 3)).toBe(true);
  });
});

describe('hostile bodies, refused by every service before any work', () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('sample');
    @Module({
      imports: [
        ServiceModule.forService({
          name: 'sample',
          env: ServiceEnv,
          database: { schema: 'sample', entities: [], migrations: [] },
          rawEnv: {
            NODE_ENV: 'test',
            PORT: '0',
            DATABASE_URL: database.url,
            ...identity.env,
          },
        }),
      ],
      controllers: [NotesController],
    })
    class SampleModule {}
    app = await createServiceApp(SampleModule);
    await app.init();
    headers = await identity.gatewayHeaders();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  beforeEach(() => {
    handled = 0;
  });

  const post = (body: string, contentType = 'application/json') =>
    request(app.getHttpServer()).post('/notes').set(headers).set('content-type', contentType).send(body);

  it('answers JSON nested 20,000 deep with 400 BODY_TOO_DEEP', async () => {
    const response = await post(`{"text":"x","extra":{"a":${nested(20_000)}}}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'BODY_TOO_DEEP',
      message: `The request body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep`,
    });
    expect(handled).toBe(0);
  });

  it(`accepts a body nested exactly ${MAX_JSON_DEPTH} deep, and brackets inside strings`, async () => {
    await post(`{"text":"x","extra":{"a":${nested(MAX_JSON_DEPTH - 2)}}}`).expect(200, { saved: 1 });
    await post(JSON.stringify({ text: '[{'.repeat(5000) })).expect(200, { saved: 10_000 });
    expect(handled).toBe(2);
  });

  it('answers a NUL character in a field with 400 VALIDATION_FAILED naming it', async () => {
    const response = await post(JSON.stringify({ text: 'hello\u0000world' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid',
      details: ['text must not contain a NUL character (\\u0000)'],
    });
    expect(handled).toBe(0);
  });

  it('keeps the 1 MB body limit', async () => {
    const response = await post(JSON.stringify({ text: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(handled).toBe(0);
  });

  it('refuses JSON in a charset other than UTF-8 with 415', async () => {
    const response = await request(app.getHttpServer())
      .post('/notes')
      .set(headers)
      .set('content-type', 'application/json; charset=utf-16le')
      .send(Buffer.from(JSON.stringify({ text: 'x' }), 'utf16le'));
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(handled).toBe(0);
  });

  it('still answers malformed JSON with 400', async () => {
    const response = await post('{"text": ');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});
