import { ERROR_CODES } from '@irrigo/contracts';
import { ApiError, FAILURE_REASONS, errorMessageKeys } from '@irrigo/api-client';
import adminEn from '../locales/en/admin.json';
import adminEs from '../locales/es/admin.json';
import accessRequestsEn from '../locales/en/access-requests.json';
import accessRequestsEs from '../locales/es/access-requests.json';
import bulkAccountsEn from '../locales/en/bulk-accounts.json';
import bulkAccountsEs from '../locales/es/bulk-accounts.json';
import teamAccountsEn from '../locales/en/team-accounts.json';
import teamAccountsEs from '../locales/es/team-accounts.json';
import pricebookEn from '../locales/en/pricebook.json';
import pricebookEs from '../locales/es/pricebook.json';
import { ACCESS_REQUEST_ERRORS, accessRequestFailure } from '../features/access-requests/access-requests-text';
import { AUDIT_LOG_ERRORS, auditLogFailure } from '../features/audit-log/audit-event-text';
import { BULK_ACCOUNT_ERRORS, bulkAccountsFailure } from '../features/bulk-accounts/bulk-accounts-text';
import { TEAM_ACCOUNT_ERRORS, TEAM_LIST_ERRORS, teamAccountFailure } from '../features/team-accounts/team-accounts-text';
import { PRICEBOOK_ERRORS, pricebookFailure } from '../features/pricebook/pricebook-text';
import { ADMIN_ERROR_MESSAGES } from './error-messages';

const locales = {
  en: { admin: adminEn, accessRequests: accessRequestsEn, bulkAccounts: bulkAccountsEn, teamAccounts: teamAccountsEn, pricebook: pricebookEn },
  es: { admin: adminEs, accessRequests: accessRequestsEs, bulkAccounts: bulkAccountsEs, teamAccounts: teamAccountsEs, pricebook: pricebookEs },
} as const;

/** The text a namespaced key ("admin:apiErrors.FORBIDDEN") has in a language, if any. */
function textOf(lang: keyof typeof locales, key: string): unknown {
  const [namespace, path] = key.split(':') as [keyof (typeof locales)['en'], string];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[lang][namespace]);
}

const SCREEN_OVERRIDES = [ACCESS_REQUEST_ERRORS, AUDIT_LOG_ERRORS, BULK_ACCOUNT_ERRORS, TEAM_ACCOUNT_ERRORS, TEAM_LIST_ERRORS, PRICEBOOK_ERRORS];
const answer = (status: number, code?: string, message = 'An English sentence') =>
  new ApiError(status, 'status', code ? JSON.stringify({ statusCode: status, code, message }) : '');

describe('the admin remote error table', () => {
  it.each(['en', 'es'] as const)('has a %s sentence for every error code, for a network failure and for a timeout', (lang) => {
    for (const reason of FAILURE_REASONS) expect([reason, typeof textOf(lang, ADMIN_ERROR_MESSAGES[reason])]).toEqual([reason, 'string']);
    for (const code of ERROR_CODES) expect(ADMIN_ERROR_MESSAGES[code]).toBe(`admin:apiErrors.${code}`);
  });

  it.each(['en', 'es'] as const)('has a %s sentence for every screen override', (lang) => {
    for (const key of errorMessageKeys(ADMIN_ERROR_MESSAGES, ...SCREEN_OVERRIDES)) expect([key, typeof textOf(lang, key)]).toEqual([key, 'string']);
  });
});

describe('the office screens', () => {
  it('name a code the screen has words for', () => {
    expect(teamAccountFailure(answer(409, 'TECHNICIAN_NOT_LINKED'))).toBe('teamAccounts:errors.TECHNICIAN_NOT_LINKED');
    expect(accessRequestFailure(answer(404, 'TECHNICIAN_NOT_FOUND'))).toBe('accessRequests:errors.TECHNICIAN_NOT_FOUND');
    expect(bulkAccountsFailure(answer(404, 'TECHNICIAN_NOT_FOUND'))).toBe('bulkAccounts:errors.rosterChanged');
    expect(auditLogFailure(answer(403, 'FORBIDDEN'))).toBe('admin:auditLog.errors.forbidden');
    expect(pricebookFailure(answer(412, 'STALE_VERSION'))).toBe('pricebook:errors.stale');
    expect(pricebookFailure(answer(503, 'HCP_UNAVAILABLE'))).toBe('pricebook:errors.hcpUnavailable');
  });

  it('fall back to what the status means when the answer carries no code', () => {
    const cases: [number, string][] = [
      [400, 'teamAccounts:errors.VALIDATION_FAILED'],
      [401, 'teamAccounts:errors.signedOut'],
      [403, 'teamAccounts:errors.FORBIDDEN'],
      [404, 'teamAccounts:errors.NOT_FOUND'],
      [409, 'teamAccounts:errors.CONFLICT'],
      [502, 'teamAccounts:errors.unavailable'],
      [503, 'teamAccounts:errors.unavailable'],
      [418, 'teamAccounts:errors.unknown'],
    ];
    for (const [status, key] of cases) expect([status, teamAccountFailure(answer(status))]).toEqual([status, key]);
  });

  it("say a code they have no words of their own for in the remote's, never the server's sentence", () => {
    expect(bulkAccountsFailure(answer(400, 'VALIDATION_FAILED', 'accounts must be an array'))).toBe('admin:apiErrors.VALIDATION_FAILED');
    expect(auditLogFailure(answer(503, 'AUTH_UNAVAILABLE'))).toBe('admin:apiErrors.AUTH_UNAVAILABLE');
    expect(teamAccountFailure(answer(429, 'RATE_LIMITED'))).toBe('admin:apiErrors.RATE_LIMITED');
  });

  it('tell a network failure from anything else thrown', () => {
    expect(teamAccountFailure(new TypeError('Failed to fetch'))).toBe('teamAccounts:errors.network');
    expect(teamAccountFailure(new Error('boom'))).toBe('teamAccounts:errors.unknown');
  });

  it('say the list itself is for administrators and managers', () => {
    expect(teamAccountFailure(answer(403, 'FORBIDDEN'), TEAM_LIST_ERRORS)).toBe('teamAccounts:errors.listForbidden');
  });
});
