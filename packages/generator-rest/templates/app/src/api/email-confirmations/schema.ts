import { Type } from "typebox";
import { accessTokenField } from "../../auth/access-token-field.js";
import { linkPattern } from "../../validation/text-patterns.js";

export const CreateConfirmationBody = Type.Object(
  {
    link: Type.String({
      format: "uri",
      pattern: linkPattern,
      maxLength: 2048,
      description: "The client page that takes the token (http or https, without spaces); the mail links to <link>/<token>",
      examples: ["https://app.example.com/reset"],
    }),
    ...accessTokenField,
  },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 128, description: "The token from the mailed link" }) },
  { additionalProperties: false },
);
