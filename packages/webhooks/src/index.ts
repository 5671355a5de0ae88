export { Webhooks, type SignedWebhookEvent, type WebhooksOptions } from "./webhooks.js";
export { createEventHandler } from "./event-handler/create-event-handler.js";
export type {
  AnyEventHandler,
  EmitterEventHandler,
  ErrorHandler,
  EventHandler,
  EventHandlerOptions,
  EventTransform,
  WebhookEventInput,
} from "./event-handler/event-handler.js";
export {
  validateEventName,
  type UnknownEventNameAction,
  type ValidateEventNameOptions,
} from "./event-handler/validate-event-name.js";
export { createLogger, type Logger } from "./create-logger.js";
export { emitterEventNames, type EmitterWebhookEventName } from "./generated/emitter-event-names.js";
export type { WebhookEventActions } from "./generated/webhook-event-actions.js";
export type { EmitterWebhookEvent, WebhookEventName } from "./emitter-webhook-event.js";
export type { WebhookPayloadMap } from "./generated/webhook-payload-map.js";
export type * as WebhookPayloads from "./generated/webhook-payload-types.js";
export type {
  WebhookAccount,
  WebhookInstallation,
  WebhookPayload,
  WebhookPayloadFields,
  WebhookRepository,
} from "./webhook-payload.js";
export {
  WebhookHandlerError,
  WebhookPayloadError,
  WebhookVerificationError,
  type UnverifiedWebhookEvent,
  type WebhookError,
} from "./webhook-errors.js";
export { createNodeMiddleware, type NodeMiddleware } from "./middleware/node/create-node-middleware.js";
export {
  createWebMiddleware,
  type WaitUntil,
  type WebMiddleware,
  type WebMiddlewareOptions,
} from "./middleware/web/create-web-middleware.js";
export type { MiddlewareOptions } from "./middleware/middleware-options.js";
export { createRelayClient, type RelayClient, type RelayClientOptions } from "./relay/create-relay-client.js";
export {
  resolveVocabulary,
  webhookVocabularies,
  type WebhookVocabulary,
  type WebhookVocabularyOption,
} from "./vocabulary.js";
export type { DeliveryClaim, DeliveryStore, DeliveryStoreOptions } from "./deliveries/delivery-store.js";
export {
  memoryDeliveries,
  type MemoryDeliveriesOptions,
  type MemoryDeliveryStore,
} from "./deliveries/memory-deliveries.js";
export {
  redisDeliveries,
  type RedisCommandClient,
  type RedisDeliveriesOptions,
} from "./deliveries/redis-deliveries.js";
