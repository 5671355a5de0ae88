const encoder = new TextEncoder();

/** The exact bytes that are signed: UTF-8 for a string, the bytes themselves otherwise. */
export function toBytes(payload: string | Uint8Array): Uint8Array<ArrayBuffer> {
  if (typeof payload === "string") return encoder.encode(payload);
  return new Uint8Array(payload);
}
