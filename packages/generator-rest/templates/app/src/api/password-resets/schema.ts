import { Type } from "typebox";
import { accessTokenField } from "@hostkit/rest/auth";
import { emailText, linkText, nonBlankText } from "@hostkit/rest";
import { UserSchema } from "../../users/schema.js";
import { PasswordBody } from "../users/schema.js";

export const CreateResetBody = Type.Object(
  {
    email: Type.String({ format: "email", maxLength: 254, ...emailText, examples: ["ada@example.com"] }),
    link: Type.String({
      format: "uri",
      ...linkText,
      maxLength: 2048,
      description: "The client page that takes the token (http or https, without spaces); the mail links to <link>/<token>",
      examples: ["https://app.example.com/reset"],
    }),
    ...accessTokenField,
  },
  { additionalProperties: false },
);

export const AcceptedSchema = Type.Object(
  { message: Type.String() },
  { description: "The same answer whether or not the e-mail has an account" },
);

const token = Type.String({
  minLength: 1,
  maxLength: 128,
  ...nonBlankText,
  description: "The token from the mailed link",
  examples: ["kM3v1Qp0Xz8rT2yLw6NcBd4HsJf9GaEu"],
});

export const TokenBody = Type.Object({ token }, { additionalProperties: false });

export const NewPasswordBody = Type.Object({ token, password: PasswordBody.properties.password }, { additionalProperties: false });

export const ResetSchema = Type.Object({ user: UserSchema });
