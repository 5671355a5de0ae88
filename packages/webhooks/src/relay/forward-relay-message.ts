import { parseUrlOption } from "./parse-url-option.js";
import type { RelayDeliverer } from "./relay-deliverer.js";

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
