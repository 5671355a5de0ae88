<%_ if (authMethods.some((method) => method !== "password")) { _%>
import { Type } from "typebox";

/** Body and query string of `POST /auth/<provider>`; the token may come as a Bearer header instead. */
export const ProviderTokenFields = Type.Object(
  {
    access_token: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 4096,
        description: "The user's access token from the provider, unless sent as a Bearer header",
      }),
    ),
  },
  { additionalProperties: false },
);
<%_ } _%>
