var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { IsEmail } from 'class-validator';
import request from 'supertest';
import { createServiceApp, CurrentUser, Internal, Public, Roles, ServiceEnv, ServiceModule } from '../src/index.js';
import { createTestDatabase, createTestIdentity } from '../src/testing.js';
class InviteDto {
}
__decorate([
    IsEmail(),
    __metadata("design:type", String)
], InviteDto.prototype, "email", void 0);
let SampleController = class SampleController {
    me(user) {
        return { email: user.email };
    }
    open() {
        return { open: true };
    }
    invite(dto) {
        return { invited: dto.email };
    }
    internal() {
        return { internal: true };
    }
    boom() {
        throw new Error('relation "secret_table" does not exist at db-host-7');
    }
};
__decorate([
    Get('me'),
    __param(0, CurrentUser()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], SampleController.prototype, "me", null);
__decorate([
    Public(),
    Get('open'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], SampleController.prototype, "open", null);
__decorate([
    Roles('admin'),
    Post('invite'),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [InviteDto]),
    __metadata("design:returntype", void 0)
], SampleController.prototype, "invite", null);
__decorate([
    Internal(),
    Get('internal'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], SampleController.prototype, "internal", null);
__decorate([
    Public(),
    Get('boom'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], SampleController.prototype, "boom", null);
SampleController = __decorate([
    Controller('sample')
], SampleController);
describe('ServiceModule: the doors every service shares', () => {
    let database;
    let identity;
    let app;
    beforeAll(async () => {
        database = await createTestDatabase();
        identity = await createTestIdentity();
        let SampleModule = class SampleModule {
        };
        SampleModule = __decorate([
            Module({
                imports: [
                    ServiceModule.forService({
                        name: 'sample',
                        env: ServiceEnv,
                        database: { schema: 'sample', entities: [], migrations: [] },
                        rawEnv: {
                            NODE_ENV: 'test',
                            PORT: '0',
                            DATABASE_URL: database.url,
                            IDENTITY_PUBLIC_JWK: identity.publicJwk,
                            INTERNAL_SERVICE_SECRET: identity.serviceSecret,
                        },
                    }),
                ],
                controllers: [SampleController],
            })
        ], SampleModule);
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
        await request(app.getHttpServer()).get('/sample/internal').set(await identity.gatewayHeaders({ role: 'admin' })).expect(401);
        await request(app.getHttpServer()).get('/sample/internal').set(await identity.serviceHeaders('auth', 'other')).expect(401);
        await request(app.getHttpServer()).get('/sample/internal').set(await identity.serviceHeaders('auth', 'sample')).expect(200, { internal: true });
    });
    it('hides the details of an unexpected error', async () => {
        const response = await request(app.getHttpServer()).get('/sample/boom').set(await identity.gatewayHeaders());
        expect(response.status).toBe(500);
        expect(response.body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
        expect(JSON.stringify(response.body)).not.toMatch(/secret_table|db-host/);
    });
    it('answers liveness and readiness without any credential', async () => {
        await request(app.getHttpServer()).get('/health').expect(200, { status: 'ok', service: 'sample', checks: {} });
        await request(app.getHttpServer()).get('/health/ready').expect(200, { status: 'ok', service: 'sample', checks: { database: 'ok' } });
    });
});
//# sourceMappingURL=service-module.spec.js.map