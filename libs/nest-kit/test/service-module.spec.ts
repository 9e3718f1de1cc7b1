import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IsEmail } from 'class-validator';
import request from 'supertest';
import type { VerifiedUser } from '@irrigo/contracts';
import { createServiceApp, CurrentUser, Internal, Public, Roles, ServiceEnv, ServiceModule } from '../src/index.js';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '../src/testing.js';

class InviteDto {
  @IsEmail()
  email!: string;
}

@Controller('sample')
class SampleController {
  @Get('me')
  me(@CurrentUser() user: VerifiedUser) {
    return { email: user.email };
  }

  @Public()
  @Get('open')
  open() {
    return { open: true };
  }

  @Roles('admin')
  @Post('invite')
  invite(@Body() dto: InviteDto) {
    return { invited: dto.email };
  }

  @Internal('auth')
  @Get('internal')
  internal() {
    return { internal: true };
  }

  @Public()
  @Get('boom')
  boom(): never {
    throw new Error('relation "secret_table" does not exist at db-host-7');
  }
}

describe('ServiceModule: the doors every service shares', () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;

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
      controllers: [SampleController],
    })
    class SampleModule {}
    app = await createServiceApp(SampleModule);
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('rejects a request that did not come through the gateway, even on a public route', async () => {
    const response = await request(app.getHttpServer()).get('/sample/open');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Requests must come through the gateway' });
  });

  it('rejects an identity header a client forged without the gateway key', async () => {
    const response = await request(app.getHttpServer()).get('/sample/me').set('x-irrigo-identity', 'eyJhbGciOiJub25lIn0.eyJ1c3IiOnt9fQ.');
    expect(response.status).toBe(401);
  });

  it('lets an anonymous gateway request reach a public route only', async () => {
    const headers = await identity.gatewayHeaders();
    await request(app.getHttpServer()).get('/sample/open').set(headers).expect(200, { open: true });
    const me = await request(app.getHttpServer()).get('/sample/me').set(headers);
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('UNAUTHENTICATED');
  });

  it('gives a signed-in route the verified user', async () => {
    const headers = await identity.gatewayHeaders({ email: 'ana@example.com', role: 'technician' });
    await request(app.getHttpServer()).get('/sample/me').set(headers).expect(200, { email: 'ana@example.com' });
  });

  it('refuses the wrong role with 403', async () => {
    const headers = await identity.gatewayHeaders({ role: 'technician' });
    const response = await request(app.getHttpServer()).post('/sample/invite').set(headers).send({ email: 'a@b.co' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('lists every broken rule of a bad body and refuses unknown fields', async () => {
    const headers = await identity.gatewayHeaders({ role: 'admin' });
    const response = await request(app.getHttpServer()).post('/sample/invite').set(headers).send({ email: 'nope', role: 'admin' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual(expect.arrayContaining(['property role should not exist', 'email must be an email']));
  });

  it('opens internal routes to service tokens only', async () => {
    await request(app.getHttpServer())
      .get('/sample/internal')
      .set(await identity.gatewayHeaders({ role: 'admin' }))
      .expect(401);
    await request(app.getHttpServer())
      .get('/sample/internal')
      .set(await identity.serviceHeaders('auth', 'other'))
      .expect(401);
    await request(app.getHttpServer())
      .get('/sample/internal')
      .set(await identity.serviceHeaders('auth', 'sample'))
      .expect(200, { internal: true });
    const stranger = await request(app.getHttpServer())
      .get('/sample/internal')
      .set(await identity.serviceHeaders('org', 'sample'));
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe('FORBIDDEN');
  });

  it('hides the details of an unexpected error', async () => {
    const response = await request(app.getHttpServer())
      .get('/sample/boom')
      .set(await identity.gatewayHeaders());
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
    expect(JSON.stringify(response.body)).not.toMatch(/secret_table|db-host/);
  });

  it('answers liveness and readiness without any credential', async () => {
    await request(app.getHttpServer()).get('/health').expect(200, { status: 'ok', service: 'sample', checks: {} });
    await request(app.getHttpServer())
      .get('/health/ready')
      .expect(200, { status: 'ok', service: 'sample', checks: { database: 'ok' } });
  });
});
