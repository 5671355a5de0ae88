/**
 * The names a sender gives a delivery's headers, and the path its deliveries are usually posted
 * to. Header names are lowercase.
 */
export interface WebhookVocabulary {
  /** The header naming the event, e.g. `x-host-event`. */
  event: string;
  /** The header carrying the delivery's unique id, e.g. `x-host-delivery`. */
  delivery: string;
  /** The header carrying the `sha256=<hex>` HMAC signature of the body, e.g. `x-host-signature-256`. */
  signature: string;
  /** The middleware's default path, e.g. `/api/host/webhooks`. */
  path: string;
  /**
   * A header the relay client reads the signature from when a message lacks `signature`
   * (`x-host-signature` for `host`); leave it out when the sender has no such SHA-256 header.
   */
  signatureFallback?: string | undefined;
}

/** The preset vocabularies: `host` (the default) and `github`, for the hosted service people run. */
export const webhookVocabularies = Object.freeze({
  host: Object.freeze({
    event: "x-host-event",
    delivery: "x-host-delivery",
    signature: "x-host-signature-256",
    path: "/api/host/webhooks",
    signatureFallback: "x-host-signature",
  }),
  github: Object.freeze({
    event: "x-github-event",
    delivery: "x-github-delivery",
    signature: "x-hub-signature-256",
    path: "/api/github/webhooks",
    // Its legacy x-hub-signature is SHA-1, which these deliveries are not verified with.
    signatureFallback: undefined,
  }),
}) satisfies Readonly<Record<string, WebhookVocabulary>>;

/** A preset's name or a vocabulary of your own. */
export type WebhookVocabularyOption = keyof typeof webhookVocabularies | WebhookVocabulary;

const headerName = /^[!#$%&'*+\-.^`|~0-9a-z]+$/;

/**
 * The vocabulary an option names, checked: `undefined` gives `fallback`. Throws an Error naming
 * `option` for an unknown preset or a malformed vocabulary.
 */
export function resolveVocabulary(
  value: WebhookVocabularyOption | undefined,
  fallback: WebhookVocabulary = webhookVocabularies.host,
  option = "options.vocabulary",
): WebhookVocabulary {
  if (value === undefined) return fallback;
  if (typeof value === "string") {
    if (Object.hasOwn(webhookVocabularies, value)) return webhookVocabularies[value];
    throw new Error(`${option} must be ${presetNames()} or an object of header names, got "${value}"`);
  }
  if (typeof value !== "object" || value === null) {
    throw new TypeError(`${option} must be ${presetNames()} or an object of header names, got ${String(value)}`);
  }
  for (const field of ["event", "delivery", "signature"] as const) {
    const name: unknown = value[field];
    if (typeof name !== "string" || !headerName.test(name)) {
      throw new Error(`${option}.${field} must be a lowercase header name, got ${JSON.stringify(name)}`);
    }
  }
  if (typeof value.path !== "string" || !value.path.startsWith("/")) {
    throw new Error(`${option}.path must start with "/", got ${JSON.stringify(value.path)}`);
  }
  const fallbackHeader: unknown = value.signatureFallback;
  if (fallbackHeader !== undefined && (typeof fallbackHeader !== "string" || !headerName.test(fallbackHeader))) {
    throw new Error(
      `${option}.signatureFallback must be a lowercase header name, got ${JSON.stringify(fallbackHeader)}`,
    );
  }
  const { event, delivery, signature, path, signatureFallback } = value;
  return Object.freeze({ event, delivery, signature, path, signatureFallback });
}

function presetNames(): string {
  return Object.keys(webhookVocabularies)
    .map((name) => `"${name}"`)
    .join(" or ");
}
