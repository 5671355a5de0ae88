<%_ if (auth) { _%>
import { authGroup } from "./auth/routes.js";
<%_ } _%>
import type { ApiGroup } from "./api-group.js";
import { healthGroup } from "./health/routes.js";
<%_ if (passwordReset) { _%>
import { passwordResetsGroup } from "./password-resets/routes.js";
<%_ } _%>
<%_ if (auth) { _%>
import { usersGroup } from "./users/routes.js";
<%_ } _%>

/** Every endpoint group of the API, one per line. */
export const apiGroups: ApiGroup[] = [
  healthGroup,
<%_ if (auth) { _%>
  usersGroup,
  authGroup,
<%_ } _%>
<%_ if (passwordReset) { _%>
  passwordResetsGroup,
<%_ } _%>
];
