/** A schema of data/rest-routes.json: the type keywords the refresh keeps. */
export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
}

/** A route's request body in data/rest-routes.json. */
export interface RouteBody {
  required: boolean;
  mediaType: string;
  schema: Schema;
}

export function isJsonMediaType(mediaType: string): boolean;

export function objectBody(
  body: RouteBody | undefined,
  schemas: Record<string, Schema>,
): (Schema & { properties: Record<string, Schema> }) | undefined;
