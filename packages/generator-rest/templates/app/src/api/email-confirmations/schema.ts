import { Type } from "typebox";
import { accessTokenField } from "@hostkit/rest/auth";
import { linkText, nonBlankText } from "@hostkit/rest";

export const CreateConfirmationBody = Type.Object(
  {
    link: Type.String({
      format: "uri",
      ...linkText,
      maxLength: 2048,
      description: "The client page that takes the token (http or https, without spaces); the mail links to <link>/<token>",
      examples: ["https://app.example.com/confirm"],
    }),
    ...accessTokenField,
  },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 128,
      ...nonBlankText,
      description: "The token from the mailed link",
      examples: ["kM3v1Qp0Xz8rT2yLw6NcBd4HsJf9GaEu"],
    }),
  },
  { additionalProperties: false },
);
