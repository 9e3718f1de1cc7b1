import { ERROR_CODES } from '@irrigo/contracts';
import { ApiError, FAILURE_REASONS, errorMessageKeys } from '@irrigo/api-client';
import en from '../locales/en/tech.json';
import es from '../locales/es/tech.json';
import { PASSWORD_CHANGE_ERRORS, passwordChangeFailure } from '../components/change-password/password-problems';
import { TECH_ERROR_MESSAGES } from './error-messages';

const locales = { en: { tech: en }, es: { tech: es } } as const;

/** The text a namespaced key ("tech:apiErrors.FORBIDDEN") has in a language, if any (a plural by its _other form). */
function textOf(lang: keyof typeof locales, key: string): unknown {
  const [, path] = key.split(':') as [string, string];
  const lookUp = (at: string) => at.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[lang].tech);
  return lookUp(path) ?? lookUp(`${path}_other`);
}

const answer = (status: number, code?: string, retryAfterSeconds?: number) =>
  new ApiError(status, 'status', code ? JSON.stringify({ statusCode: status, code, message: 'An English sentence' }) : '', { retryAfterSeconds });

describe('the tech remote error table', () => {
  it.each(['en', 'es'] as const)('has a %s sentence for every error code, for a network failure and for a timeout', (lang) => {
    for (const reason of FAILURE_REASONS) expect([reason, typeof textOf(lang, TECH_ERROR_MESSAGES[reason])]).toEqual([reason, 'string']);
    for (const code of ERROR_CODES) expect(TECH_ERROR_MESSAGES[code]).toBe(`tech:apiErrors.${code}`);
  });

  it.each(['en', 'es'] as const)('has a %s sentence for every screen override', (lang) => {
    const keys = [...errorMessageKeys(TECH_ERROR_MESSAGES, PASSWORD_CHANGE_ERRORS), 'tech:changePassword.failure.rateLimitedFor'];
    for (const key of keys) expect([key, typeof textOf(lang, key)]).toEqual([key, 'string']);
  });
});

describe('passwordChangeFailure', () => {
  it.each([
    [answer(400, 'PASSWORDS_DO_NOT_MATCH'), 'mismatch'],
    [answer(400, 'PASSWORD_TOO_COMMON'), 'tooCommon'],
    [answer(400, 'PASSWORD_TOO_WEAK'), 'tooWeak'],
    [answer(400), 'tooWeak'],
    [answer(403, 'CURRENT_PASSWORD_REQUIRED'), 'currentRequired'],
    [answer(400, 'CURRENT_PASSWORD_INCORRECT'), 'currentIncorrect'],
    [answer(429, 'RATE_LIMITED'), 'rateLimited'],
    [answer(401), 'signedOut'],
    [answer(403, 'FORBIDDEN'), 'notTechnician'],
    [answer(502), 'unavailable'],
    [new TypeError('Failed to fetch'), 'network'],
    [new Error('boom'), 'unknown'],
  ])('words %s as changePassword.failure.%s', (error, key) => {
    expect(passwordChangeFailure(error).key).toBe(`tech:changePassword.failure.${key}`);
  });

  it('says how many minutes to wait when the server said', () => {
    expect(passwordChangeFailure(answer(429, 'RATE_LIMITED', 90))).toEqual({
      reason: 'RATE_LIMITED',
      key: 'tech:changePassword.failure.rateLimitedFor',
      count: 2,
    });
  });

  it("says the service is unavailable (not signed out) when auth cannot be asked, in the remote's words", () => {
    expect(passwordChangeFailure(answer(503, 'AUTH_UNAVAILABLE')).key).toBe('tech:apiErrors.AUTH_UNAVAILABLE');
  });
});
