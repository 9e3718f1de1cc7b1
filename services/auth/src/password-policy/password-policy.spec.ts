import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { ErrorBody } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { OrganizationNameSource } from './installation-organization.js';
import { PasswordPolicy, type PasswordOwner } from './password-policy.js';

/** The installation's organization as services/org would name it; null until a test sets one. */
class FixedOrganizationName extends OrganizationNameSource {
  name: string | null = null;
  asked = 0;
  current(): Promise<string | null> {
    this.asked += 1;
    return Promise.resolve(this.name);
  }
}

const organization = new FixedOrganizationName();
const policy = new PasswordPolicy(organization);
const marta: PasswordOwner = { email: 'm.ruiz@riegoverde.com', names: ['Marta Ruiz'] };

/** The error body a check answers with, or null when the password passes. */
async function refusal(check: () => void | Promise<void>): Promise<ErrorBody | null> {
  try {
    await check();
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
    async (password) => {
      const body = await commonRefusal(password);
      expect(body).toMatchObject({ statusCode: 400, code: 'PASSWORD_TOO_COMMON' });
      expect(body?.details?.[0]).toBe('This password is too easy to guess.');
    },
  );

  it.each(['marta2024', 'MartaRuiz!99', 'Ruiz-Marta-7', 'M.Ruiz#2030x', 'mruiz'])("refuses %p, built from the owner's name or e-mail", async (password) => {
    expect(await commonRefusal(password)).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      details: ["The password must not contain the account's e-mail address or name."],
    });
  });

  it('catches names whatever their accents, and short names only as the whole password', async () => {
    const ana: PasswordOwner = { email: 'ana@example.com', names: ['Ana', 'Núñez'] };
    expect((await commonRefusal('NUNEZ-riega-77', ana))?.code).toBe('PASSWORD_TOO_COMMON');
    expect((await commonRefusal('ana', ana))?.code).toBe('PASSWORD_TOO_COMMON');
    expect(await commonRefusal('Banana-Split-Verde-7', ana)).toBeNull();
  });

  it.each([
    'regar los jardines',
    'correct horse battery',
    'k7#Qz!',
    'пароль-для-полива-7',
    '灌溉花园的时间到了',
    '🌱💧🌻🌵🌾🍀🌿🌷',
    'Las plantas del jardín necesitan agua cada mañana antes de que salga el sol, también en invierno',
  ])('accepts %p: any script, emoji, passphrases of 64 characters and more', async (password) => {
    expect(await commonRefusal(password)).toBeNull();
  });

  // Only the start of a long password is scored (the estimator is slow on long, repetitive input); the
  // cost is measured in bench/, not asserted here.
  it('judges a 256-character password by its start', async () => {
    expect((await commonRefusal('a1'.repeat(128)))?.code).toBe('PASSWORD_TOO_COMMON');
    expect(await commonRefusal(randomBytes(192).toString('base64'))).toBeNull();
  });

  it('treats composed and decomposed accents alike', async () => {
    expect((await commonRefusal('contrasen\u0303a'))?.code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('PasswordPolicy.assertNotCommon knowing whose account it is', () => {
  const owner: PasswordOwner = { email: 'marta@example.com', names: ['Marta Ruiz'], organizationName: 'Riego Verde' };

  it.each(['Summer2024!', 'Admin@123', 'Irrigo2026!'])('refuses %p: a season, a role or the product plus a year or a symbol', async (password) => {
    const body = await commonRefusal(password, owner);
    expect(body).toMatchObject({ statusCode: 400, code: 'PASSWORD_TOO_COMMON' });
    expect(body?.details?.[0]).toBe('This password is too easy to guess.');
  });

  it.each(['RiegoVerde1!', 'Sprinkler2025!', 'Aspersor#2031', 'Otoño-2025!', 'Summer-2025!', 'Irrigo-2026!!', 'Riego-Verde#1', 'Invierno2030?'])(
    "refuses %p: the organization's name or a word of the trade dressed up",
    async (password) => {
      expect((await commonRefusal(password, owner))?.code).toBe('PASSWORD_TOO_COMMON');
    },
  );

  it("counts the e-mail's domain as known", async () => {
    const atRiegoVerde: PasswordOwner = { email: 'marta@riegoverde.com', names: ['Marta Ruiz'], organizationName: null };
    expect((await commonRefusal('Riegoverde2031!', atRiegoVerde))?.code).toBe('PASSWORD_TOO_COMMON');
  });

  it.each([
    'Sprinkler-Season-2026',
    'Valve-Box-Blue-42',
    'Load-Test-Meadow-2026!',
    'correct horse battery',
    'Lluvia-Fina-2031!',
    'Girasol-Azul-2033#',
    'Aspersor-Rojo-Tarde-83',
    'Rotor-Head-Valley-58',
    'las plantas del jardín necesitan agua',
  ])('accepts the passphrase %p, trade words and all', async (password) => {
    expect(await commonRefusal(password, owner)).toBeNull();
  });

  it("asks for the installation's organization only when the caller did not say", async () => {
    organization.name = 'Aguas Claras';
    const before = organization.asked;
    expect((await commonRefusal('AguasClaras2030!', { email: 'pablo@example.com', names: ['Pablo'] }))?.code).toBe('PASSWORD_TOO_COMMON');
    expect(organization.asked).toBe(before + 1);
    expect(await commonRefusal('AguasClaras2030!', { email: 'pablo@example.com', names: ['Pablo'], organizationName: null })).toBeNull();
    expect(organization.asked).toBe(before + 1);
    organization.name = null;
  });
});

describe('PasswordPolicy.assertMeetsResetRules (spec §5)', () => {
  it('lists each rule a password misses', async () => {
    expect(await refusal(() => policy.assertMeetsResetRules('abc'))).toEqual({
      statusCode: 400,
      code: 'PASSWORD_TOO_WEAK',
      message: 'Please ensure your password meets all requirements',
      details: ['Use at least 8 characters.', 'Add an uppercase letter.', 'Add a number.', 'Add a special character.'],
    });
    expect((await refusal(() => policy.assertMeetsResetRules('ALLUPPERCASE1!')))?.details).toEqual(['Add a lowercase letter.']);
  });

  it('accepts a password with all of them, in any script', async () => {
    expect(await refusal(() => policy.assertMeetsResetRules('Señal-Ñandú-7'))).toBeNull();
  });
});
