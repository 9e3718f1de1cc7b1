import { isApiError, isRateLimited } from '@irrigo/api-client';
import { isNetworkFailure } from '../lib/api-error-text.js';

/** Every reason the technician login can refuse, each with a translated title and message (spec §5, §8). */
export type TechnicianLoginProblem =
  | 'offline'
  | 'missingFields'
  | 'invalidEmail'
  | 'wrongCredentials'
  | 'userNotFound'
  | 'noConnection'
  | 'tooManyAttempts'
  | 'serverError'
  | 'unexpected';

/**
 * Spec §8's catalogue for a failed POST /api/auth/technician/login: 401 / "Unauthorized" / "Invalid" →
 * Wrong Credentials; 404 → User Not Found; "network" or "fetch" → No Connection; 500 → Server Error;
 * anything else → Unexpected Error. API answers are judged by their status (their text can mention
 * anything); other errors by their message, as the spec words it. Rate limiting (429) has its own
 * entry so a locked-out technician is told to wait rather than that something unexpected happened.
 */
export function technicianLoginProblemOf(error: unknown): TechnicianLoginProblem {
  if (isApiError(error)) {
    if (error.status === 401) return 'wrongCredentials';
    if (error.status === 404) return 'userNotFound';
    if (isRateLimited(error)) return 'tooManyAttempts';
    if (error.status >= 500) return 'serverError';
    return 'unexpected';
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/401|Unauthorized|Invalid/.test(message)) return 'wrongCredentials';
  if (/404/.test(message)) return 'userNotFound';
  if (isNetworkFailure(error)) return 'noConnection';
  if (/500/.test(message)) return 'serverError';
  return 'unexpected';
}

export interface ProblemText {
  titleKey: string;
  messageKey: string;
}

/** Translation keys (auth namespace) of a problem; iPads get their own No Connection advice. */
export function technicianLoginProblemText(problem: TechnicianLoginProblem, { ipad }: { ipad: boolean }): ProblemText {
  const base = `techLogin.problems.${problem}`;
  const message = problem === 'noConnection' && ipad ? 'ipadMessage' : 'message';
  return { titleKey: `${base}.title`, messageKey: `${base}.${message}` };
}
