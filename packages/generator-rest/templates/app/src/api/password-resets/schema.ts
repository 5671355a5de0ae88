<%_ if (passwordReset) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import { Type } from "typebox";
import { accessTokenField } from "../<%= root %>/auth/access-token-field.js";
import { UserSchema } from "../users/schema.js";

export const CreateResetBody = Type.Object(
  {
    email: Type.String({ format: "email", maxLength: 254 }),
    link: Type.String({ maxLength: 2048, description: "The client page that takes the token; the mail links to <link>/<token>" }),
    ...accessTokenField,
  },
  { additionalProperties: false },
);

export const AcceptedSchema = Type.Object(
  { message: Type.String() },
  { description: "The same answer whether or not the e-mail has an account" },
);

export const ResetParams = Type.Object({ token: Type.String({ description: "The token from the mailed link" }) });

export const ResetSchema = Type.Object({ token: Type.String(), user: UserSchema });
<%_ } _%>
