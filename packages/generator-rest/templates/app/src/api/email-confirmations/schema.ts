import { Type } from "typebox";
import { accessTokenField } from "../../auth/access-token-field.js";

export const CreateConfirmationBody = Type.Object(
  {
    link: Type.String({ maxLength: 2048, description: "The client page that takes the token; the mail links to <link>/<token>" }),
    ...accessTokenField,
  },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 128, description: "The token from the mailed link" }) },
  { additionalProperties: false },
);
