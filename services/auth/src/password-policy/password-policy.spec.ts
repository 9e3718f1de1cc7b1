import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { ErrorBody } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { PasswordPolicy, type PasswordOwner } from './password-policy.js';

const policy = new PasswordPolicy();
const marta: PasswordOwner = { email: 'm.ruiz@riegoverde.com', names: ['Marta Ruiz'] };

/** The error body a check answers with, or null when the password passes. */
function refusal(check: () => void): ErrorBody | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof DomainException) return error.getResponse() as ErrorBody;
    throw error;
  }
}
const commonRefusal = (password: string, owner: PasswordOwner = marta) => refusal(() => policy.assertNotCommon(password, owner));

describe('PasswordPolicy.assertNotCommon', () => {
  it.each(['password', '12345678', 'qwerty123', 'Password1!', 'P@ssw0rd', 'contraseña', 'aaaaaaaa', 'iloveyou', 'abc123', 'qazwsxedc'])(
    'refuses the common or patterned %p with English sentences in details',
    (password) => {
      const body = commonRefusal(password);
      expect(body).toMatchObject({ statusCode: 400, code: 'PASSWORD_TOO_COMMON' });
      expect(body?.details?.[0]).toBe('This password is too easy to guess.');
    },
  );

  it.each(['marta2024', 'MartaRuiz!99', 'Ruiz-Marta-7', 'M.Ruiz#2030x', 'mruiz'])('refuses %p, built from the owner\'s name or e-mail', (password) => {
    expect(commonRefusal(password)).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: ["The password must not contain the account's e-mail address or name."] });
  });

  it('catches names whatever their accents, and short names only as the whole password', () => {
    const ana: PasswordOwner = { email: 'ana@example.com', names: ['Ana', 'Núñez'] };
    expect(commonRefusal('NUNEZ-riega-77', ana)?.code).toBe('PASSWORD_TOO_COMMON');
    expect(commonRefusal('ana', ana)?.code).toBe('PASSWORD_TOO_COMMON');
    expect(commonRefusal('Banana-Split-Verde-7', ana)).toBeNull();
  });

  it.each([
    'regar los jardines',
    'correct horse battery',
    'k7#Qz!',
    'пароль-для-полива-7',
    '灌溉花园的时间到了',
    '🌱💧🌻🌵🌾🍀🌿🌷',
    'Las plantas del jardín necesitan agua cada mañana antes de que salga el sol, también en invierno',
  ])('accepts %p: any script, emoji, passphrases of 64 characters and more', (password) => {
    expect(commonRefusal(password)).toBeNull();
  });

  // Only the start of a long password is scored (the estimator is slow on long, repetitive input); the
  // cost is measured in bench/, not asserted here.
  it('judges a 256-character password by its start', () => {
    expect(commonRefusal('a1'.repeat(128))?.code).toBe('PASSWORD_TOO_COMMON');
    expect(commonRefusal(randomBytes(192).toString('base64'))).toBeNull();
  });

  it('treats composed and decomposed accents alike', () => {
    expect(commonRefusal('contrasen\u0303a')?.code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('PasswordPolicy.assertMeetsResetRules (spec §5)', () => {
  it('lists each rule a password misses', () => {
    expect(refusal(() => policy.assertMeetsResetRules('abc'))).toEqual({
      statusCode: 400,
      code: 'PASSWORD_TOO_WEAK',
      message: 'Please ensure your password meets all requirements',
      details: ['Use at least 8 characters.', 'Add an uppercase letter.', 'Add a number.', 'Add a special character.'],
    });
    expect(refusal(() => policy.assertMeetsResetRules('ALLUPPERCASE1!'))?.details).toEqual(['Add a lowercase letter.']);
  });

  it('accepts a password with all of them, in any script', () => {
    expect(refusal(() => policy.assertMeetsResetRules('Señal-Ñandú-7'))).toBeNull();
  });
});
