/**
 * The payload of an event or action the published payload schemas do not describe (see
 * `WebhookPayloadMap`): every field is typed `unknown` (narrow it before use) except the few most
 * deliveries carry, which are optional because some events lack them.
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

/** Such a payload whose `action` is one of `TAction` (`never`: an event without actions). */
export type WebhookPayload<TAction extends string = never> = [TAction] extends [never]
  ? WebhookPayloadFields
  : WebhookPayloadFields & { action: TAction };
