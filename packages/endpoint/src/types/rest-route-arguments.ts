import type { RestRoutes } from "../generated/rest-routes.js";
import type { EndpointOptions } from "./options.js";

/** A `"<METHOD> <path>"` route of the REST API description, whose parameters and answer are typed. */
export type RestRoute = keyof RestRoutes;

/** The parameters `endpoint` takes for a described route (path, query and body). */
export type RestRouteParameters<Route extends RestRoute> = RestRoutes[Route]["parameters"];

/** The answer of a described route's successful response. */
export type RestRouteResponse<Route extends RestRoute> = RestRoutes[Route]["response"];

/** `endpoint`'s own options (headers, mediaType, ...) without the open index of other parameters. */
type NamedOptions = { [Key in keyof EndpointOptions as string extends Key ? never : Key]: EndpointOptions[Key] };

/** A described route's parameters, those the defaults set made optional. */
type RemainingParameters<Parameters, Defaulted extends string> = [Defaulted] extends [never]
  ? Parameters
  : Omit<Parameters, Defaulted> & Partial<Pick<Parameters, Defaulted & keyof Parameters>>;

/**
 * The options argument after a described route: exactly its parameters, with their types and
 * required-ness, beside `endpoint`'s own options; required when a parameter is.
 */
export type RestRouteArguments<Route extends RestRoute, Defaulted extends string> = RemainingParameters<
  RestRouteParameters<Route>,
  Defaulted
> &
  NamedOptions extends infer Options
  ? Record<never, never> extends Options
    ? [options?: Options]
    : [options: Options]
  : never;
