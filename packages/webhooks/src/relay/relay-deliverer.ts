import type { Webhooks } from "../webhooks.js";
import type { RelayMessage } from "./parse-relay-message.js";

/** Hands one relayed delivery on; resolves with a short account of what became of it. */
export type RelayDeliverer = (message: RelayMessage) => Promise<string>;

/** An absolute http(s) URL from an option, or an Error naming the option. */
export function parseUrlOption(name: string, value: string | URL): URL {
  const url = URL.canParse(String(value)) ? new URL(value) : undefined;
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${String(value)}"`);
  }
  return url;
}

/** Posts each relayed delivery, with its headers, to a local server; a non-2xx answer is a failure. */
export function forwardRelayMessage(forward: string | URL): RelayDeliverer {
  const target = parseUrlOption("options.forward", forward);
  return async ({ headers, payload }) => {
    const response = await fetch(target, { method: "POST", headers, body: payload });
    const answer = await response.text();
    if (!response.ok) throw new Error(`${target.href} answered ${response.status}: ${answer}`);
    return `forwarded to ${target.href} (${response.status})`;
  };
}

/** Verifies each relayed delivery and runs its handlers in this process. */
export function receiveRelayMessage(webhooks: Pick<Webhooks, "verifyAndReceive">): RelayDeliverer {
  return async ({ id, name, payload, signature }) => {
    await webhooks.verifyAndReceive({ id, name, payload, signature });
    return "handled";
  };
}
