import type { EndpointOptions, MergedOptions, RequestOptions } from "./options.js";
import type { RestRoute, RestRouteArguments } from "./rest-route-arguments.js";
import type { DefinedKeys, OptionsPlaceholders, RouteArguments } from "./route-parameters.js";

/**
 * The `endpoint` function and those made by `defaults`. `Defaulted` names the parameters
 * its defaults already set, so routes need not repeat them.
 */
export interface Endpoint<Defaulted extends string = never> {
  /**
   * Builds request options from `"<METHOD> <URL>"` (or a bare URL) and options. A route of the REST
   * API description takes its described parameters; any other route, those of its placeholders.
   */
  <Route extends string>(
    route: Route,
    ...options: Route extends RestRoute ? RestRouteArguments<Route, Defaulted> : RouteArguments<Route, Defaulted>
  ): RequestOptions;
  /** Builds request options from options that carry `method` and `url`. */
  <const Options extends EndpointOptions>(options: Options & OptionsPlaceholders<Options, Defaulted>): RequestOptions;
  /** The defaults this function applies. */
  readonly DEFAULTS: MergedOptions;
  /** A new endpoint function whose defaults are these merged over the current ones. */
  defaults<const Options extends EndpointOptions>(options: Options): Endpoint<Defaulted | DefinedKeys<Options>>;
  /** Applies the defaults without parsing: method uppercase, url still a template. */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options: EndpointOptions): MergedOptions;
  /** Turns merged options into request options; stateless. */
  parse(options: MergedOptions): RequestOptions;
}
