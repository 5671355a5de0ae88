import type { DeliveryResponse } from "./delivery-response.js";
import { errorResponse } from "./error-response.js";

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

function isHttpError(status: unknown): status is number {
  return Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599;
}
