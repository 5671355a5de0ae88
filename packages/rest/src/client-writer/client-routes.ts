import { objectType, schemaType, type JsonSchema } from "./schema-type.js";

/** The parts of an OpenAPI 3.1 document the client is written from. */
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; name?: string }> };
}

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

/** One entry of the client's route map: `"GET /users/{id}"` with its types as TypeScript text. */
export interface ClientRoute {
  key: string;
  summary: string;
  parameters: string;
  response: string;
  /** The error answers' schemas, for the client's error type. */
  errors: JsonSchema[];
}

const BODY_METHODS = new Set(["post", "put", "patch", "delete"]);

/**
 * Every route that answers JSON (or nothing, 204) on success, in the document's order. Browser redirects,
 * such as a provider's sign-in page, document no success answer and are no calls for a client.
 */
export function clientRoutes(document: ApiDocument): ClientRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const success = Object.keys(operation.responses ?? {}).find((status) => status.startsWith("2"));
      if (success === undefined) return [];
      return [
        {
          key: `${method.toUpperCase()} ${path}`,
          summary: operation.summary ?? "",
          parameters: objectType(parametersSchema(method, operation, keyNames(document, operation)), "    "),
          response: answerType(operation, success),
          errors: Object.keys(operation.responses ?? {})
            .filter((status) => /^[45]/.test(status))
            .flatMap((status) => operation.responses?.[status]?.content?.["application/json"]?.schema ?? []),
        },
      ];
    }),
  );
}

/**
 * Path, query and body parameters as one object, the shape `endpoint` takes. A method that sends a body
 * sends every non-path parameter in it: its query parameters are left out, and the API keys its security
 * names (the master key as `access_token`) are offered as body fields, where the API reads them.
 */
function parametersSchema(method: string, operation: Operation, keys: string[]): JsonSchema {
  const sendsBody = BODY_METHODS.has(method);
  const listed = (operation.parameters ?? []).filter(
    (parameter) => parameter.in === "path" || (!sendsBody && parameter.in === "query"),
  );
  const body = operation.requestBody?.content?.["application/json"]?.schema ?? {};
  const bodyKeys = sendsBody ? Object.fromEntries(keys.map((name) => [name, { type: "string" }])) : {};
  return {
    properties: {
      ...Object.fromEntries(listed.map((parameter) => [parameter.name, parameter.schema ?? {}])),
      ...bodyKeys,
      ...body.properties,
    },
    required: [
      ...listed.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      ...(body.required ?? []),
    ],
    additionalProperties: body.additionalProperties === true ? true : undefined,
  };
}

/** The parameter names of the API keys (`in: query` schemes) a route's security accepts. */
function keyNames(document: ApiDocument, operation: Operation): string[] {
  const schemes = document.components?.securitySchemes ?? {};
  const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  return [...new Set(names.flatMap((name) => (schemes[name]?.type === "apiKey" && schemes[name].name) || []))];
}

function answerType(operation: Operation, status: string): string {
  const schema = operation.responses?.[status]?.content?.["application/json"]?.schema;
  return schema ? schemaType(schema, "    ") : "undefined";
}
