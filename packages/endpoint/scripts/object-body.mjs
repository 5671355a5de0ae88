// How a route's request body in data/rest-routes.json is given to `endpoint`: as parameters, one per
// property, or whole as `data`. The route types (scripts/generate-route-types.mjs) and the test that
// builds every route (test/service-routes.test.ts) read bodies through this one rule, so the two agree.

/** Whether a media type carries JSON. */
export const isJsonMediaType = (mediaType) => mediaType === "application/json" || mediaType.endsWith("+json");

/**
 * A JSON body given as parameters: an object schema with properties and no alternatives, after a
 * `$ref` to one of `schemas`. Undefined when the body is absent or must be passed as `data`.
 */
export function objectBody(body, schemas) {
  if (body === undefined || !isJsonMediaType(body.mediaType)) return;
  let schema = body.schema;
  if (typeof schema.$ref === "string") schema = schemas[schema.$ref.replace(/^#\/components\/schemas\//, "")];
  // Alternatives that only say which properties are required leave the properties as parameters.
  const onlyRequired = (choices) => choices.every((choice) => Object.keys(choice).every((key) => key === "required"));
  if (schema.properties === undefined || schema.allOf) return;
  if ((schema.oneOf && !onlyRequired(schema.oneOf)) || (schema.anyOf && !onlyRequired(schema.anyOf))) return;
  if (schema.type !== undefined && schema.type !== "object") return;
  return schema;
}
