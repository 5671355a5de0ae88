/**
 * A delivered payload. Its shape depends on the event and is not fixed here: every field is typed
 * `unknown` (narrow it before use) except the few most deliveries carry, which are optional because
 * some events lack them. `action` is typed per event and action where the event has actions.
 */
export interface WebhookPayloadFields {
  [field: string]: unknown;
  sender?: WebhookAccount;
  repository?: WebhookRepository;
  organization?: WebhookAccount;
  installation?: WebhookInstallation;
}

/** A user or organization account, as referenced in payloads. */
export interface WebhookAccount {
  [field: string]: unknown;
  login: string;
  id: number;
  type?: string;
}

/** The repository a delivery is about. */
export interface WebhookRepository {
  [field: string]: unknown;
  id: number;
  name: string;
  full_name: string;
  private: boolean;
  owner: WebhookAccount;
}

/** The application installation a delivery was sent for. */
export interface WebhookInstallation {
  [field: string]: unknown;
  id: number;
}

/** The payload of an event whose `action` is one of `TAction` (`never`: an event without actions). */
export type WebhookPayload<TAction extends string = never> = [TAction] extends [never]
  ? WebhookPayloadFields
  : WebhookPayloadFields & { action: TAction };
