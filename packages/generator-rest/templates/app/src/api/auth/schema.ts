import { Type } from "typebox";
import { nonBlankText } from "@hostkit/rest";

/** Body of `POST /auth/<provider>`; the token may come as a Bearer header instead. */
export const ProviderTokenFields = Type.Object(
  {
    access_token: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 4096,
        ...nonBlankText,
        description: "The user's access token from the provider (or a Google ID token), unless sent as a Bearer header",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Query string of `GET /auth/<provider>`, where the browser sign-in starts: the pages AUTH_REDIRECT_URLS lists. */
export function browserSignInQuery(redirectUrls: string[]) {
  const description = "The front-end page to come back to, one of AUTH_REDIRECT_URLS (the first one by default)";
  const page = redirectUrls.length > 0 ? Type.Enum(redirectUrls, { description }) : Type.String({ maxLength: 2048, description });
  return Type.Object(
    { redirect_uri: Type.Optional(page) },
    { additionalProperties: false },
  );
}

/** Query string the provider sends the browser back with; providers add fields of their own. */
export const ProviderCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 2048 })),
  error: Type.Optional(Type.String({ maxLength: 2048 })),
});

/** Body of `POST /auth/code`. */
export const SignInCodeFields = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: 256,
      ...nonBlankText,
      description: "The single-use code the browser sign-in put in the front-end page's address",
    }),
  },
  { additionalProperties: false },
);
