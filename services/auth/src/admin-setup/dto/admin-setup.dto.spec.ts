import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AdminSetupDto } from './admin-setup.dto.js';

const problems = (body: object) =>
  validateSync(plainToInstance(AdminSetupDto, body), { whitelist: true, forbidNonWhitelisted: true }).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );

const valid = { fullName: 'Marta Ruiz', email: 'marta@example.com', password: 'ocho car' };

describe('admin setup form rules', () => {
  it('accepts a complete form, organization name optional', () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, organizationName: 'Riego Verde' })).toEqual([]);
  });

  it('counts password length in characters as typed, any script or emoji', () => {
    expect(problems({ ...valid, password: 'пароль12' })).toEqual([]);
    expect(problems({ ...valid, password: '🌱💧🌱💧🌱💧🌱💧' })).toEqual([]);
    expect(problems({ ...valid, password: '🌱💧🌱💧' })).toEqual(['password must be at least 8 characters']);
    expect(problems({ ...valid, password: '💧'.repeat(256) })).toEqual([]);
    expect(problems({ ...valid, password: '💧'.repeat(257) })).toEqual(['password must be at most 256 characters']);
  });

  it('keeps spaces inside a password and trims names and e-mail', () => {
    const dto = plainToInstance(AdminSetupDto, { ...valid, fullName: '  Marta Ruiz ', email: ' marta@example.com ', password: '  spaced  ' });
    expect(dto).toMatchObject({ fullName: 'Marta Ruiz', email: 'marta@example.com', password: '  spaced  ' });
  });

  it('uses the same e-mail rule as the forms', () => {
    expect(problems({ ...valid, email: 'marta@example' })).toEqual(['email must be an email']);
    expect(problems({ ...valid, email: 'marta ruiz@example.com' })).toEqual(['email must be an email']);
  });

  it('requires the full name, e-mail and password', () => {
    expect(problems({})).toEqual(expect.arrayContaining(['fullName should not be empty', 'email must be an email', 'password must be at least 8 characters']));
  });
});
