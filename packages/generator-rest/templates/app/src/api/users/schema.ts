import { Type } from "typebox";
import { accessTokenField } from "@hostkit/rest/auth";
import { emailText, type FieldFilter, listAnswer, listQueryFields, oneLineText } from "@hostkit/rest";
import { UserSchema } from "../../users/schema.js";
import { roles } from "../../users/user.js";
import { userViewFields } from "../../users/view.js";

<%_ if (getList) { _%>
export const UserListSchema = Type.Object(
  {
    rows: Type.Array(Type.Partial(UserSchema)),
    count: Type.Integer({ description: "Every match, ignoring page and limit" }),
  },
  listAnswer,
);
<%_ } else { _%>
export const UserListSchema = Type.Array(Type.Partial(UserSchema), listAnswer);
<%_ } _%>

// The examples fill the bodies that /docs offers to send.
// One line: names are shown in mails and pages.
const name = Type.String({ minLength: 1, maxLength: 128, ...oneLineText, examples: ["Ada Lovelace"] });
// Only https: a `javascript:` or `data:` URI would run in the pages that show it.
const picture = Type.String({ format: "uri", pattern: "^https://", maxLength: 2048, examples: ["https://example.com/ada.png"] });
<%_ if (password) { _%>
const password = Type.String({ minLength: 6, maxLength: 1024, examples: ["correct horse battery"] });

export const PasswordBody = Type.Object({ password }, { additionalProperties: false });
<%_ } _%>

export const CreateUserBody = Type.Object(
  {
    email: Type.String({ format: "email", maxLength: 254, ...emailText, examples: ["ada@example.com"] }),
<%_ if (password) { _%>
    password,
<%_ } _%>
    name: Type.Optional(name),
    picture: Type.Optional(picture),
    role: Type.Optional(Type.Enum([...roles])),
    ...accessTokenField,
  },
  { additionalProperties: false },
);

export const UpdateUserBody = Type.Object(
  { name: Type.Optional(name), picture: Type.Optional(picture), ...accessTokenField },
  { additionalProperties: false },
);

/** What `sort` may name: the fields the users collection indexes. */
export const userSortable = ["name", "email", "createdAt"];

/** What a list of users filters by, each field indexed: `?role=admin`, `?createdAt[gte]=2025-01-01T00:00:00Z`. */
export const userFilters: Record<string, FieldFilter> = { role: { type: "enum", values: roles }, createdAt: { type: "datetime" } };

export const UserListQuery = Type.Object(listQueryFields({ sortable: userSortable, view: userViewFields, filters: userFilters }), {
  additionalProperties: false,
});

export const UserParams = Type.Object({ id: Type.String() });
