import { webhookVocabularies, type WebhookVocabulary } from "../vocabulary.js";

/** One delivery as a relay passes it on. */
export interface RelayMessage {
  id: string | undefined;
  name: string;
  /** The vocabulary's signature header (`x-host-signature-256`) when the message carries it, else its fallback (`x-host-signature`). */
  signature: string;
  /** The body re-serialised to the JSON string the signature covers. */
  payload: string;
  /** The delivery's own headers, for forwarding it to a local server. */
  headers: Record<string, string>;
}

// Keys of a relay message that are not headers of the original delivery, and headers that
// describe the relay's own connection rather than the delivery.
const notForwarded = new Set([
  "body",
  "query",
  "timestamp",
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "upgrade",
]);

/**
 * Reads the JSON data of a relay server-sent message, with the header names of `vocabulary`;
 * throws an Error saying what is wrong.
 */
export function parseRelayMessage(
  data: string,
  vocabulary: WebhookVocabulary = webhookVocabularies.host,
): RelayMessage {
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    throw new Error(`relay message is not JSON: ${truncate(data)}`);
  }
  if (typeof message !== "object" || message === null || Array.isArray(message)) {
    throw new Error(`relay message is not a JSON object: ${truncate(data)}`);
  }
  const fields = message as Record<string, unknown>;
  const { event, delivery, signature: signatureHeader, signatureFallback } = vocabulary;
  const name = stringField(fields, event);
  const signature =
    stringField(fields, signatureHeader) ??
    (signatureFallback === undefined ? undefined : stringField(fields, signatureFallback));
  const missing = [
    name === undefined && event,
    signature === undefined && (signatureFallback ?? signatureHeader),
    fields["body"] === undefined && "body",
  ].filter(Boolean);
  if (name === undefined || signature === undefined || missing.length > 0) {
    throw new Error(`relay message lacks ${missing.join(", ")}`);
  }
  const id = stringField(fields, "x-request-id") ?? stringField(fields, delivery);
  const payload = JSON.stringify(fields["body"]);
  return { id, name, signature, payload, headers: deliveryHeaders(fields, vocabulary, id, signature) };
}

function stringField(fields: Record<string, unknown>, key: string): string | undefined {
  const value = fields[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The headers a local server expects of a delivery, from the ones the relay passed on. */
function deliveryHeaders(
  fields: Record<string, unknown>,
  vocabulary: WebhookVocabulary,
  id: string | undefined,
  signature: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const name = key.toLowerCase();
    if (typeof value === "string" && !notForwarded.has(name)) headers[name] = value;
  }
  headers["content-type"] = "application/json";
  headers[vocabulary.signature] = signature;
  if (id !== undefined) headers[vocabulary.delivery] ??= id;
  return headers;
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
