export { ApiError, isApiError, isAuthUnavailable, isRateLimited, throwIfNotOk, type ApiErrorOptions, type RateLimitedApiError } from './api-error.js';
export { apiRequest, apiJson, type HttpMethod, type ApiRequestOptions } from './api-request.js';
export { fetchWithTimeout, RequestTimeoutError, type FetchWithTimeoutInit } from './fetch-with-timeout.js';
export { getQueryFn, createQueryClient, queryKeyToUrl, type UnauthorizedBehavior } from './query-client.js';
export {
  FAILURE_REASONS,
  defineErrorMessages,
  errorMessageKeys,
  failureMessage,
  failureReasonOf,
  waitMinutes,
  type ErrorMessageOverrides,
  type ErrorMessageTable,
  type FailureMessage,
  type FailureReason,
} from './error-messages.js';
