export { DEFAULT_BASE_URL, endpoint } from "./endpoint.js";
export { VERSION } from "./generated/version.js";
export type { Endpoint } from "./types/endpoint-interface.js";
export type {
  EndpointOptions,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
} from "./types/options.js";
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
