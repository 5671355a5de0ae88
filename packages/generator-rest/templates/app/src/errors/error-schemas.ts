import { Type } from "typebox";

const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { description: "Any error other than a validation error or a conflict" },
);

const Failure = Type.Object(
  {
    name: Type.String({ description: "The rule that failed: required, minlength, min, max, enum, format, type, unknown..." }),
    param: Type.String({ description: "The field or query parameter" }),
    value: Type.Optional(Type.Unknown()),
    message: Type.String(),
  },
  { additionalProperties: true, description: "Also holds the rule's limit under the rule's name, e.g. `min: 1`" },
);

const ValidationErrorSchema = Type.Object(
  {
    valid: Type.Literal(false),
    ...Failure.properties,
    errors: Type.Array(Failure, { description: "Every failing field; the first one is repeated at the top level" }),
  },
  { additionalProperties: true, description: "A body or query string that breaks the route's schema" },
);

const ConflictSchema = Type.Object(
  {
    valid: Type.Literal(false),
    param: Type.String(),
    message: Type.String(),
  },
  { description: "A unique field already taken" },
);

const byStatus = {
  400: ValidationErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ConflictSchema,
  429: ErrorSchema,
  501: ErrorSchema,
  503: ErrorSchema,
} as const;

type ErrorStatus = keyof typeof byStatus;

/** The `response` entries that document a route's error answers. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Pick<typeof byStatus, S> {
  return Object.fromEntries(statuses.map((status) => [status, byStatus[status]])) as Pick<typeof byStatus, S>;
}
