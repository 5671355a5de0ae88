import { Type } from "typebox";

/** A user as the user and administrators see them (see view.ts). */
export const UserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  picture: Type.String(),
  email: Type.String({ format: "email" }),
  createdAt: Type.String({ format: "date-time" }),
});

/** A user as anyone sees them: without the e-mail. */
export const PublicUserSchema = Type.Omit(UserSchema, ["email"]);
