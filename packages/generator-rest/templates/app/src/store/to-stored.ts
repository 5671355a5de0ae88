import type { Stored } from "./store.js";

export type RawDocument = Record<string, unknown> & { _id: string };

/** Both adapters keep the id in `_id`; the port exposes it as `id`. */
export function toStored<T>({ _id, ...rest }: RawDocument): Stored<T> {
  return { ...rest, id: _id } as Stored<T>;
}
