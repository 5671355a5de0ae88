import type { ApiGroup } from "./api-group.js";
import { healthGroup } from "./health/routes.js";
<%_ if (auth) { _%>
import { authGroup } from "./auth/routes.js";
import { signOutGroup } from "./auth/sign-out-everywhere.js";
import { usersGroup } from "./users/routes.js";
<%_ } _%>
<%_ if (passwordReset) { _%>
import { emailConfirmationsGroup } from "./email-confirmations/routes.js";
import { passwordResetsGroup } from "./password-resets/routes.js";
<%_ } _%>

/** Every endpoint group of the API, one per line: `rest:api` adds its groups here. */
// prettier-ignore
export const apiGroups: ApiGroup[] = [
  healthGroup,
<%_ if (auth) { _%>
  usersGroup,
  authGroup,
  signOutGroup,
<%_ } _%>
<%_ if (passwordReset) { _%>
  passwordResetsGroup,
  emailConfirmationsGroup,
<%_ } _%>
];
