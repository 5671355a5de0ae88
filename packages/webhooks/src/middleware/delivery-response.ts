/** What the middleware answers, independent of the runtime that sends it. */
export interface DeliveryResponse {
  status: number;
  /** A JSON document. */
  body: string;
  /**
   * With a 202: the handlers that still run. It settles once they finish and never rejects,
   * since their outcome is logged; runtimes that stop work after answering must be told to wait for it.
   */
  pending?: Promise<void>;
}

/** Called once with the answer to a delivery. */
export type Answer = (response: DeliveryResponse) => void;

export const ok: DeliveryResponse = Object.freeze({ status: 200, body: '{"ok":true}' });
export const stillRunning: DeliveryResponse = Object.freeze({ status: 202, body: '{"ok":true,"pending":true}' });

export function errorResponse(status: number, message: string): DeliveryResponse {
  return { status, body: JSON.stringify({ error: message }) };
}

/** A delivery the middleware refuses, with the HTTP status it answers. */
export class DeliveryError extends Error {
  override readonly name = "DeliveryError";

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function payloadTooLarge(limit: number): DeliveryError {
  return new DeliveryError(413, `Payload too large: deliveries are limited to ${limit} bytes`);
}

function isHttpError(status: unknown): status is number {
  return Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599;
}

/**
 * The answer to a delivery that `verifyAndReceive` rejected: the error's own HTTP status
 * (401 for a bad signature, 400 for a body that is not a JSON object, a failed handler's
 * `status`), else 500; its message says what failed.
 */
export function failureResponse(error: unknown): DeliveryResponse {
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : `Handler failed: ${String(error)}`;
  return errorResponse(isHttpError(status) ? status : 500, message);
}
