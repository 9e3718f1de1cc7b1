import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at the OWASP parameters and a fresh salt each time', async () => {
    const first = await hasher.hash('regar los jardines');
    const second = await hasher.hash('regar los jardines');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    expect(hasher.needsRehash(first)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('contraseña segura');
    await expect(hasher.verify(hash, 'contraseña segura')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'Contraseña segura')).resolves.toBe(false);
  });

  it('accepts a password typed with composed or decomposed accents alike', async () => {
    const composed = 'jardi\u00f1ero-2025';
    const decomposed = 'jardin\u0303ero-2025';
    expect(composed).not.toBe(decomposed);
    await expect(hasher.verify(await hasher.hash(composed), decomposed)).resolves.toBe(true);
  });

  it('answers false without an account, after the same kind of work', async () => {
    await expect(hasher.verify(null, 'anything at all')).resolves.toBe(false);
    await expect(hasher.verify(undefined, '')).resolves.toBe(false);
  });

  it('treats a corrupt stored hash as a mismatch, not a crash', async () => {
    await expect(hasher.verify('not-a-hash', 'whatever')).resolves.toBe(false);
  });

  it('asks for a rehash of weaker or older hashes', () => {
    expect(hasher.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA')).toBe(true);
    expect(hasher.needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });
});
