import { Type } from "typebox";

/** Spread into a body or query schema that may carry the credential as `access_token`. */
export const accessTokenField = {
  access_token: Type.Optional(Type.String({ description: "Master key or user token, unless sent as a Bearer header" })),
};
