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
