import type { RelayMessage } from "./relay-message.js";

/** Hands one relayed delivery on; resolves with a short account of what became of it. */
export type RelayDeliverer = (message: RelayMessage) => Promise<string>;
