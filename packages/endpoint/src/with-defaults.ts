import { fastEndpoint, fastPathDefaults } from "./fast-endpoint.js";
import { merge } from "./merge.js";
import { parse } from "./parse.js";
import type { Endpoint } from "./types/endpoint-interface.js";
import type { EndpointOptions, MergedOptions } from "./types/options.js";
import { clonePlain } from "./util/plain-object.js";

/** Builds an endpoint function whose defaults are `options` merged over `parent`. */
export function withDefaults(parent: MergedOptions | null, options: EndpointOptions): Endpoint {
  // A copy of its own, so that changing one function's DEFAULTS never changes another's.
  const DEFAULTS = clonePlain(merge(parent ?? {}, options)) as MergedOptions;
  const endpoint = (route: string | EndpointOptions, routeOptions?: EndpointOptions) => {
    // DEFAULTS is public and may be changed at any time: whether it allows the fast path is
    // checked at each call.
    if (typeof route === "string" && fastPathDefaults(DEFAULTS)) {
      const result = fastEndpoint(DEFAULTS, route, routeOptions);
      if (result !== undefined) return result;
    }
    return parse(merge(DEFAULTS, route, routeOptions));
  };
  return Object.assign(endpoint, {
    DEFAULTS,
    defaults: (newOptions: EndpointOptions) => withDefaults(DEFAULTS, newOptions),
    merge: (route: string | EndpointOptions, routeOptions?: EndpointOptions) => merge(DEFAULTS, route, routeOptions),
    parse,
  }) as Endpoint;
}
