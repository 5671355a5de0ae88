import type { Store } from "../store/store.js";

/** The checks every API starts with: its store answers. */
export function readinessChecks(store: Pick<Store, "ping">): Map<string, () => Promise<unknown>> {
  return new Map([["database", () => store.ping()]]);
}
