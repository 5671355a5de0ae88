export { endpoint } from "./endpoint.js";
export { DEFAULT_BASE_URL } from "./default-options.js";
export { VERSION } from "./generated/version.js";
export type { Endpoint } from "./types/endpoint-interface.js";
export type { EndpointOptions, MediaType, RequestHeaders, RequestMeta } from "./types/endpoint-options.js";
export type { MergedOptions } from "./types/merged-options.js";
export type { RequestOptions } from "./types/request-options.js";
export type {
  OptionalPlaceholders,
  PlaceholderValue,
  RequiredPlaceholders,
  RouteArguments,
  RouteUrl,
  UrlOptions,
} from "./types/route-parameters.js";
export type {
  RestRoute,
  RestRouteArguments,
  RestRouteParameters,
  RestRouteResponse,
} from "./types/rest-route-arguments.js";
export type { RestRoutes } from "./generated/rest-routes.js";
export type * as RestSchemas from "./generated/rest-schemas.js";
