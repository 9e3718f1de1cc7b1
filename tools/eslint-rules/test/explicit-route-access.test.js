import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../index.js';

// RuleTester reports through the test framework it finds; node's runner has no globals, so it is handed over.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const rule = plugin.rules['explicit-route-access'];

const IMPORTS = `
import { Controller, Get, Post, Put, Patch, Delete, All, Head, Options, HttpCode, UseGuards } from '@nestjs/common';
import { SignedIn, Roles, AnyAccount, Public, Internal, Probe, CurrentUser, CurrentAccount } from '@irrigo/nest-kit';
`;

/** @param {string} body the class body @param {string} [classDecorators] */
const controller = (body, classDecorators = '') => `${IMPORTS}
@Controller('api/things')
${classDecorators}
export class ThingsController {
${body}
}`;

describe('irrigo/explicit-route-access', () => {
  it('is exported by the plugin under its name', () => {
    if (!rule) throw new Error('the plugin does not export irrigo/explicit-route-access');
  });
});

ruleTester.run('explicit-route-access', /** @type {import('eslint').Rule.RuleModule} */ (rule), {
  valid: [
    { name: 'a route naming a signed-in user', code: controller(`@Get('current') @SignedIn() current() {}`) },
    { name: 'a route restricted to roles', code: controller(`@Post('sync') @HttpCode(200) @Roles('admin', 'manager') sync() {}`) },
    { name: 'a public route', code: controller(`@Post('login') @Public() login() {}`) },
    { name: 'a route for any signed-in account, with or without a role', code: controller(`@Get('role') @AnyAccount() current(@CurrentAccount() account) {}`) },
    { name: 'any account on the class covers every route', code: controller(`@Get() current() {}\n@Post() choose() {}`, '@AnyAccount()') },
    { name: 'a probe', code: controller(`@Get() @Probe() live() {}`) },
    { name: 'access named once on the class covers every route', code: controller(`@Get(':id') byId() {}\n@Post('setup') setup() {}`, '@Internal()') },
    { name: 'roles on the class', code: controller(`@Get() list() {}\n@Delete(':id') remove() {}`, "@Roles('admin')") },
    {
      name: 'every route decorator of Nest is recognised when guarded',
      code: controller(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options'].map((m, i) => `@${m}('p${i}') @SignedIn() m${i}() {}`).join('\n')),
    },
    {
      name: 'methods that are not routes need nothing',
      code: controller(`@Get() @SignedIn() list() { return this.helper(); }\nhelper() {}\nconstructor() {}`),
    },
    { name: 'classes that are not controllers are not checked', code: `${IMPORTS}\nexport class ThingsService { @Get() list() {} }` },
    { name: 'decorators on parameters do not count, and do not confuse', code: controller(`@Get() @SignedIn() list(@CurrentUser() user) {}`) },
    {
      name: 'renamed imports are followed',
      code: `import { Controller as C, Get as HttpGet } from '@nestjs/common';\nimport { SignedIn as Authenticated } from '@irrigo/nest-kit';\n@C() class A { @HttpGet() @Authenticated() a() {} }`,
    },
    {
      name: 'namespace imports are understood',
      code: `import * as common from '@nestjs/common';\nimport * as kit from '@irrigo/nest-kit';\n@common.Controller() class A { @common.Get() @kit.Public() a() {} }`,
    },
    {
      name: 'nest-kit’s own controllers import the decorators relatively',
      code: `import { Controller, Get } from '@nestjs/common';\nimport { Probe } from '../identity/access.decorators.js';\n@Controller('health') @Probe() export class HealthController { @Get() live() {} @Get('ready') ready() {} }`,
    },
    { name: 'a controller class expression', code: `${IMPORTS}\nexport const Things = @Controller() class { @Get() @SignedIn() list() {} };` },
    {
      name: 'a sign-in route: public, its credentials checked by a Passport guard of its own',
      code: controller(`@Post('login') @Public() @UseGuards(OfficeCredentialsGuard) login(@CredentialsAccount() account) {}`),
    },
  ],
  invalid: [
    {
      name: 'a route that says nothing about access',
      code: controller(`@Get('available') available() {}`),
      errors: [{ messageId: 'missing', data: { route: 'GET route `available`', controller: 'ThingsController' } }],
    },
    {
      name: 'a guard of its own (a Passport credentials guard) names no access',
      code: controller(`@Post('login') @UseGuards(OfficeCredentialsGuard) login() {}`, '@UseGuards(AuthGuard())'),
      errors: [{ messageId: 'missing', data: { route: 'POST route `login`', controller: 'ThingsController' } }],
    },
    {
      name: 'every unguarded route is reported, guarded ones are not',
      code: controller(`@Get() @SignedIn() list() {}\n@Post() create() {}\n@Delete(':id') remove() {}`),
      errors: [
        { messageId: 'missing', data: { route: 'POST route `create`', controller: 'ThingsController' } },
        { messageId: 'missing', data: { route: 'DELETE route `remove`', controller: 'ThingsController' } },
      ],
    },
    {
      name: 'roles and public on one route contradict each other',
      code: controller(`@Post('login') @Public() @Roles('admin') login() {}`),
      errors: [{ messageId: 'contradictory', data: { route: 'POST route `login`', controller: 'ThingsController', other: 'Public' } }],
    },
    {
      name: 'roles on the method contradict internal on the class',
      code: controller(`@Get(':id') @Roles('admin') byId() {}`, '@Internal()'),
      errors: [{ messageId: 'contradictory', data: { route: 'GET route `byId`', controller: 'ThingsController', other: 'Internal' } }],
    },
    {
      name: 'roles on the class contradict a probe on the method',
      code: controller(`@Get() @Probe() live() {}`, "@Roles('admin')"),
      errors: [{ messageId: 'contradictory', data: { route: 'GET route `live`', controller: 'ThingsController', other: 'Probe' } }],
    },
    {
      name: 'two kinds of access on one route',
      code: controller(`@Get() @SignedIn() @Public() list() {}`),
      errors: [{ messageId: 'several', data: { route: 'GET route `list`', controller: 'ThingsController', found: '@SignedIn, @Public' } }],
    },
    {
      name: 'a method-level access beside a class-level one is still two',
      code: controller(`@Get() @Public() list() {}`, '@SignedIn()'),
      errors: [{ messageId: 'several', data: { route: 'GET route `list`', controller: 'ThingsController', found: '@Public, @SignedIn' } }],
    },
    {
      name: 'roles beside any account contradict each other',
      code: controller(`@Post('role') @AnyAccount() @Roles('admin') choose() {}`),
      errors: [{ messageId: 'rolesBesideAnyAccount', data: { route: 'POST route `choose`', controller: 'ThingsController' } }],
    },
    {
      name: 'roles on the class contradict any account on the method',
      code: controller(`@Get() @AnyAccount() current() {}`, "@Roles('admin')"),
      errors: [{ messageId: 'rolesBesideAnyAccount' }],
    },
    {
      name: 'any account and signed-in on one route are two kinds of access',
      code: controller(`@Get() @AnyAccount() @SignedIn() current() {}`),
      errors: [{ messageId: 'several', data: { route: 'GET route `current`', controller: 'ThingsController', found: '@AnyAccount, @SignedIn' } }],
    },
    {
      name: 'any account used without parentheses sets nothing',
      code: controller(`@Get() @AnyAccount current() {}`),
      errors: [{ messageId: 'missing' }, { messageId: 'notCalled', data: { name: 'AnyAccount' } }],
    },
    {
      name: 'signed-in and roles together are redundant',
      code: controller(`@Get() @SignedIn() @Roles('admin') list() {}`),
      errors: [{ messageId: 'several' }],
    },
    {
      name: 'an access decorator used without parentheses sets nothing',
      code: controller(`@Get() @Public list() {}`),
      // Reported in source order: the route (@Get) first, then the decorator that does not work.
      errors: [{ messageId: 'missing' }, { messageId: 'notCalled', data: { name: 'Public' } }],
    },
    {
      name: 'roles that name nobody',
      code: controller(`@Get() @Roles() list() {}`),
      errors: [{ messageId: 'noRoles' }],
    },
    {
      name: 'a renamed route decorator is still a route',
      code: `import { Controller, Post as HttpPost } from '@nestjs/common';\n@Controller() class A { @HttpPost('x') x() {} }`,
      errors: [{ messageId: 'missing', data: { route: 'POST route `x`', controller: 'A' } }],
    },
    {
      name: 'a string-named method is named in the message',
      code: controller(`@Get() 'list-all'() {}`),
      errors: [{ messageId: 'missing', data: { route: 'GET route `list-all`', controller: 'ThingsController' } }],
    },
  ],
});
