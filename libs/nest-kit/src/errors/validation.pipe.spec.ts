import { describe, expect, it } from '@jest/globals';
import type { ArgumentMetadata } from '@nestjs/common';
import { IsEmail, IsOptional, IsString } from 'class-validator';
import { DomainException } from './domain.exception.js';
import { createValidationPipe, fieldsWithNul } from './validation.pipe.js';

class SignInDto {
  @IsEmail()
  email!: string;

  @IsString()
  password!: string;

  @IsOptional()
  @IsString()
  note?: string;
}

const asBody: ArgumentMetadata = { type: 'body', metatype: SignInDto, data: '' };
const asQuery: ArgumentMetadata = { type: 'query', metatype: Object, data: '' };

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainException) return { status: error.getStatus(), body: error.getResponse() };
    throw error;
  }
  throw new Error('expected the pipe to refuse the input');
}

describe('the validation pipe every service shares', () => {
  const pipe = createValidationPipe();

  it('refuses a NUL character in a body field with 400 VALIDATION_FAILED naming the field', async () => {
    const result = await refusal(() => pipe.transform({ email: 'owner@example.com\u0000', password: 'pw' }, asBody));
    expect(result).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid',
        details: ['email must not contain a NUL character (\\u0000)'],
      },
    });
  });

  it('refuses NUL before any DTO rule, so a hostile body is not validated further', async () => {
    const result = await refusal(() => pipe.transform({ email: 'not-an-email', password: '\u0000', extra: 'x' }, asBody));
    expect((result.body as { details: string[] }).details).toEqual(['password must not contain a NUL character (\\u0000)']);
  });

  it('finds NUL at any depth, in arrays, and in keys', () => {
    expect(
      fieldsWithNul({
        zones: [{ name: 'Front' }, { name: 'Back\u0000yard' }],
        site: { address: { street: '\u0000' } },
        ['bad\u0000key']: 'value',
        clean: ['a', 'b'],
      }),
    ).toEqual(['bad\\u0000key', 'site.address.street', 'zones[1].name']);
  });

  it('refuses NUL in the query string and in a single named field', async () => {
    const query = await refusal(() => pipe.transform({ search: 'a\u0000b' }, asQuery));
    expect((query.body as { details: string[] }).details).toEqual(['search must not contain a NUL character (\\u0000)']);
    const param = await refusal(() => pipe.transform('x\u0000', { type: 'param', metatype: String, data: 'id' }));
    expect((param.body as { details: string[] }).details).toEqual(['id must not contain a NUL character (\\u0000)']);
  });

  it('lists at most ten fields however many hold NUL', () => {
    const body = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`field${index}`, '\u0000']));
    expect(fieldsWithNul(body)).toHaveLength(10);
  });

  it('still applies the DTO rules to clean input, unicode included', async () => {
    await expect(pipe.transform({ email: 'josé@example.com', password: 'contraseña ñ 💧' }, asBody)).resolves.toBeInstanceOf(SignInDto);
    const result = await refusal(() => pipe.transform({ email: 'nope', password: 'pw', role: 'admin' }, asBody));
    expect((result.body as { details: string[] }).details).toEqual(expect.arrayContaining(['property role should not exist', 'email must be an email']));
  });
});
