import { Type } from "typebox";

const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { description: "An error answer; validation errors and unique conflicts add their own fields" },
);

const Failure = Type.Object(
  {
    name: Type.String({
      description: "The rule that failed: required, minlength, min, max, enum, format, type, unknown...",
    }),
    param: Type.String({ description: "The field or query parameter" }),
    value: Type.Optional(Type.Unknown()),
    message: Type.String(),
  },
  { additionalProperties: true, description: "Also holds the rule's limit under the rule's name, e.g. `min: 1`" },
);

const ValidationErrorSchema = Type.Object(
  {
    ...ErrorSchema.properties,
    valid: Type.Literal(false),
    ...Failure.properties,
    errors: Type.Array(Failure, { description: "Every failing field; the first one is repeated at the top level" }),
  },
  { additionalProperties: true, description: "A body or query string that breaks the route's schema" },
);

const ConflictSchema = Type.Object(
  {
    ...ErrorSchema.properties,
    valid: Type.Literal(false),
    name: Type.Literal("unique"),
    param: Type.String({ description: "The unique field" }),
  },
  { description: "A unique field already taken" },
);

const ReferenceSchema = Type.Object(
  {
    ...ValidationErrorSchema.properties,
    name: Type.Literal("ref"),
    param: Type.String({ description: "The reference field" }),
    ref: Type.String({ description: "The group whose documents it names" }),
  },
  {
    additionalProperties: true,
    description: "A reference to a document that is not there, or not the caller's to read",
  },
);

const described = (description: string) => Type.Object(ErrorSchema.properties, { description });

// @fastify/swagger documents `headers` as the answer's headers.
const UnauthorizedSchema = Type.Object(ErrorSchema.properties, {
  description: "Missing or invalid credentials",
  headers: {
    "www-authenticate": Type.String({
      description: "The credentials the route takes: Bearer, or Basic on the password routes",
    }),
  },
});

const TooManySchema = Type.Object(ErrorSchema.properties, {
  description: "Too many requests from this network; try again after `retry-after`",
  headers: { "retry-after": Type.Integer({ description: "Seconds to wait" }) },
});

const byStatus = {
  400: ValidationErrorSchema,
  401: UnauthorizedSchema,
  403: described("Signed in, but without the right to do this"),
  404: described("No such item"),
  408: described("The request took longer than REQUEST_TIMEOUT to arrive"),
  409: Type.Union([ConflictSchema, ReferenceSchema, described("The request conflicts with what is stored")], {
    description: "A unique field already taken, a reference to no document, or another conflict with what is stored",
  }),
  413: described("The body is larger than 64 KiB"),
  415: described("The body is neither JSON nor a form (application/x-www-form-urlencoded)"),
  429: TooManySchema,
  501: described("Not implemented yet"),
  503: described("The database or a service the route needs does not answer"),
} as const;

export type ErrorStatus = keyof typeof byStatus;

/** The `response` entries that document a route's error answers. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Pick<typeof byStatus, S> {
  return Object.fromEntries(statuses.map((status) => [status, byStatus[status]])) as Pick<typeof byStatus, S>;
}
