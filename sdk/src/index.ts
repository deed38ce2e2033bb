export { TradeApi, SDK_VERSION, type ClientOptions, type RetryInfo } from './client';
export { ApiDocument } from './document';
export { PagePromise, type ListPage } from './pagination';
export {
  TradeApiError,
  InvalidRequestError,
  AuthenticationError,
  PaymentRequiredError,
  PermissionError,
  NotFoundError,
  ConflictError,
  IdempotencyError,
  ValidationError,
  RateLimitError,
  ServerError,
  ConnectionError,
  TimeoutError,
  type ValidationIssue,
} from './errors';
export {
  verifyWebhookSignature,
  constructEvent,
  generateWebhookSignatureHeader,
  WebhookSignatureError,
  WEBHOOK_SIGNATURE_HEADER,
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
} from './webhooks';
export type { Answer, ApiResponse, Item, ListOperationId, Params, RequestOptions, Result } from './types';
export { OPERATIONS, type OperationId, type OperationTypes, type WebhookEvent } from './generated/operations';
export type { components, operations, paths } from './generated/schema';
