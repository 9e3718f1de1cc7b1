import { failureReasonOf, type FailureMessage, type FailureReason } from '@irrigo/api-client';
import { authErrorMessage } from '../../app/error-messages.js';

/** Every reason the technician login can refuse, each with a translated title and message (spec §5, §8). */
export const TECHNICIAN_LOGIN_PROBLEMS_SAID = [
  'offline',
  'missingFields',
  'invalidEmail',
  'wrongCredentials',
  'userNotFound',
  'noConnection',
  'tooManyAttempts',
  'serverError',
  'unexpected',
] as const;
export type TechnicianLoginProblem = (typeof TECHNICIAN_LOGIN_PROBLEMS_SAID)[number];

/**
 * Spec §8's catalogue, as this screen's overrides of the remote's error table: 401 → Wrong Credentials;
 * 404 → User Not Found; no connection → No Connection; 5xx → Server Error; anything else → Unexpected
 * Error. Rate limiting has its own entry so a locked-out technician is told to wait.
 */
export const TECHNICIAN_LOGIN_PROBLEMS: Partial<Record<FailureReason, TechnicianLoginProblem>> = {
  INVALID_CREDENTIALS: 'wrongCredentials',
  UNAUTHENTICATED: 'wrongCredentials',
  NOT_FOUND: 'userNotFound',
  TECHNICIAN_NOT_FOUND: 'userNotFound',
  NETWORK: 'noConnection',
  RATE_LIMITED: 'tooManyAttempts',
  INTERNAL_ERROR: 'serverError',
  UPSTREAM_UNAVAILABLE: 'serverError',
  UPSTREAM_TIMEOUT: 'serverError',
  AUTH_UNAVAILABLE: 'serverError',
};

/**
 * A failed POST /api/auth/technician/login as a problem: an answer by its code (or status); §8 also
 * reads "Unauthorized" or "Invalid" in the message of an error that is not an answer.
 */
export function technicianLoginProblemOf(error: unknown): TechnicianLoginProblem {
  const reason = failureReasonOf(error);
  if (reason === 'UNKNOWN' && /Unauthorized|Invalid/.test(error instanceof Error ? error.message : String(error))) return 'wrongCredentials';
  return TECHNICIAN_LOGIN_PROBLEMS[reason] ?? 'unexpected';
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

const PROBLEMS = 'auth:techLogin.problems.';

/** The key a form keeps for a problem: the translations of its title and message are under it. */
export const technicianLoginProblemKey = (problem: TechnicianLoginProblem): string => `${PROBLEMS}${problem}`;

/** The problem a key kept by technicianLoginProblemKey names; null for any other key. */
export function technicianLoginProblemOfKey(key: string | undefined): TechnicianLoginProblem | null {
  const name = key?.startsWith(PROBLEMS) ? key.slice(PROBLEMS.length) : undefined;
  return TECHNICIAN_LOGIN_PROBLEMS_SAID.find((problem) => problem === name) ?? null;
}

/** A failed login for the form's reportServerError: the remote's reading of it, said as its §8 problem. */
export function describeTechnicianLoginFailure(error: unknown): FailureMessage {
  return { ...authErrorMessage(error), key: technicianLoginProblemKey(technicianLoginProblemOf(error)) };
}
