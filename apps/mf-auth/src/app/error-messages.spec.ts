import { ERROR_CODES } from '@irrigo/contracts';
import { ApiError, errorMessageKeys } from '@irrigo/api-client';
import en from '../locales/en/auth.json';
import es from '../locales/es/auth.json';
import activationEn from '../locales/en/activation.json';
import activationEs from '../locales/es/activation.json';
import signUpEn from '../locales/en/sign-up.json';
import signUpEs from '../locales/es/sign-up.json';
import { EMAIL_LOGIN_ERRORS, SET_PASSWORD_ERRORS } from '../features/email-auth/api/email-auth.js';
import { ADMIN_DIALOG_ERRORS } from '../features/admin-login/admin-dialog-errors.js';
import { SIGN_UP_ERRORS, signUpFailure } from '../features/sign-up/sign-up-errors.js';
import { ACTIVATION_ERRORS, activationFailureOf } from '../features/activation/activation-errors.js';
import { COMPLETE_ERRORS, REQUEST_ERRORS, VERIFY_ERRORS } from '../components/password-reset/reset-errors.js';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from './error-messages.js';

/** Overrides said as a Phrase, whose rate limit key says "wait {{wait}}" (with a `_noWait` twin). */
const PHRASE_OVERRIDES = [ADMIN_DIALOG_ERRORS, EMAIL_LOGIN_ERRORS, SET_PASSWORD_ERRORS, REQUEST_ERRORS, VERIFY_ERRORS, COMPLETE_ERRORS];
/** Every screen's overrides, so each of their keys is checked for en and es too (plural keys by their _other form). */
const SCREEN_OVERRIDES = [...PHRASE_OVERRIDES, SIGN_UP_ERRORS, ACTIVATION_ERRORS];

const locales = {
  en: { auth: en, activation: activationEn, 'sign-up': signUpEn },
  es: { auth: es, activation: activationEs, 'sign-up': signUpEs },
} as const;

/** The text a namespaced key ("auth:apiErrors.FORBIDDEN") has in a language, if any. */
function textOf(lang: keyof typeof locales, key: string): unknown {
  const [namespace, path] = key.split(':') as [keyof (typeof locales)['en'], string];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[lang][namespace]);
}

describe('the auth remote error table', () => {
  it.each(['en', 'es'] as const)('has a %s sentence for every error code, for a network failure and for a timeout', (lang) => {
    for (const code of [...ERROR_CODES, 'NETWORK', 'TIMEOUT', 'UNKNOWN'] as const) {
      expect([code, typeof textOf(lang, AUTH_ERROR_MESSAGES[code])]).toEqual([code, 'string']);
    }
  });

  it.each(['en', 'es'] as const)('has a %s sentence for every screen override', (lang) => {
    for (const key of errorMessageKeys(AUTH_ERROR_MESSAGES, ...SCREEN_OVERRIDES)) {
      expect([key, typeof (textOf(lang, key) ?? textOf(lang, `${key}_other`))]).toEqual([key, 'string']);
    }
  });

  it.each(['en', 'es'] as const)('says in %s how long to wait after a rate limit, and what to do without a Retry-After', (lang) => {
    const rateLimitKeys = [AUTH_ERROR_MESSAGES.RATE_LIMITED, ...PHRASE_OVERRIDES.map((overrides) => overrides.RATE_LIMITED).filter(Boolean)];
    for (const key of rateLimitKeys as string[]) {
      expect([key, textOf(lang, key)]).toEqual([key, expect.stringContaining('{{wait}}')]);
      expect([key, typeof textOf(lang, `${key}_noWait`)]).toEqual([key, 'string']);
    }
  });

  const apiError = (status: number, body: unknown = '') => new ApiError(status, 'status text', typeof body === 'string' ? body : JSON.stringify(body));

  it('translates the codes it knows, whatever sentence the server sent (the admin login under "Login failed")', () => {
    expect(authErrorMessage(apiError(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })).key).toBe(
      'auth:apiErrors.INVALID_CREDENTIALS',
    );
    expect(authErrorMessage(apiError(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' })).key).toBe('auth:apiErrors.RATE_LIMITED');
    expect(authErrorMessage(apiError(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Not allowed here' })).key).toBe('auth:apiErrors.FORBIDDEN');
  });

  it('treats a proxy error page as the service being unavailable', () => {
    expect(authErrorMessage(apiError(502, '<html>Bad Gateway</html>')).key).toBe('auth:apiErrors.UPSTREAM_UNAVAILABLE');
  });

  it('explains a request that never reached the server', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch')).key).toBe('auth:apiErrors.NETWORK');
    expect(en.apiErrors.NETWORK).toBe('Unable to connect to the server. Please check your internet connection and try again.');
  });

  it('gives the sign-in and activation screens words for codes they have none of their own for', () => {
    const disabled = apiError(403, { statusCode: 403, code: 'ACCOUNT_DISABLED', message: 'Account disabled' });
    expect(signUpFailure(disabled)).toEqual({ key: 'auth:apiErrors.ACCOUNT_DISABLED', reason: 'ACCOUNT_DISABLED' });
    expect(activationFailureOf(apiError(503, { statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'x' }))).toEqual({ key: 'auth:apiErrors.AUTH_UNAVAILABLE' });
    expect(signUpFailure(apiError(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'x' }))).toEqual({
      key: 'sign-up:errors.RATE_LIMITED',
      reason: 'RATE_LIMITED',
    });
    expect(activationFailureOf(apiError(502, ''))).toEqual({ key: 'activation:errors.unavailable' });
  });

  it('says a service outage in the interface language, not the English the service sent', () => {
    const body = JSON.stringify({ statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'auth is not ready' });
    expect(authErrorMessage(new ApiError(503, 'Service Unavailable', body)).key).toBe('auth:apiErrors.AUTH_UNAVAILABLE');
  });
});
