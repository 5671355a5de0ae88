import type { Setting } from "../settings/setting.js";
import { AUTH_METHODS } from "../values/auth-methods.js";
import { kebabCase } from "../values/kebab-case.js";
import { parseAuthMethods } from "../values/parse-auth-methods.js";
import { parseBoolean } from "../values/parse-boolean.js";
import { parseFolderName } from "../values/parse-folder-name.js";
import { parseProjectName } from "../values/parse-project-name.js";
import type { AppAnswers, AppContext } from "./app-answers.js";

const withAuth = {
  test: (answers: Partial<AppAnswers>) => answers.auth === true,
  needs: () => "users and sign-in, which --no-auth turned off",
};

/** The settings of `rest`, in the order they are asked. */
export const APP_SETTINGS: readonly Setting<AppAnswers, AppContext>[] = [
  {
    key: "name",
    option: "name",
    label: "the project name",
    type: String,
    description: "Project name, kebab-case (default: the folder's name)",
    question: { kind: "input", message: "Project name" },
    default: (_answers, { folder }) => kebabCase(folder),
    parse: parseProjectName,
  },
  {
    key: "srcDir",
    option: "src-dir",
    label: "the source folder",
    type: String,
    description: "Source folder (default: src)",
    question: { kind: "input", message: "Source folder" },
    default: () => "src",
    parse: parseFolderName("src-dir"),
  },
  {
    key: "apiDir",
    option: "api-dir",
    label: "the API folder",
    type: String,
    description: "API folder inside the source folder (default: api)",
    question: { kind: "input", message: "API folder inside the source folder" },
    default: () => "api",
    parse: parseFolderName("api-dir"),
  },
  {
    key: "https",
    option: "https",
    label: "HTTPS in production",
    type: Boolean,
    description: "Force HTTPS in production (default: no)",
    question: { kind: "confirm", message: "Force HTTPS in production?" },
    default: () => false,
    parse: parseBoolean("https"),
  },
  {
    key: "auth",
    option: "auth",
    label: "the authentication API",
    type: Boolean,
    description: "Generate users and sign-in; --no-auth leaves them out (default: yes)",
    question: { kind: "confirm", message: "Generate the authentication API (users and sign-in)?" },
    default: () => true,
    parse: parseBoolean("auth"),
  },
  {
    key: "authMethods",
    option: "auth-methods",
    label: "the sign-in methods",
    type: String,
    description: `Sign-in methods, comma-separated: ${AUTH_METHODS.join(",")} (default: password)`,
    question: { kind: "checkbox", message: "Sign-in methods", choices: AUTH_METHODS },
    default: () => ["password"],
    parse: parseAuthMethods,
    appliesWhen: { ...withAuth, inactive: [] },
  },
  {
    key: "authOnUserCreate",
    option: "auth-on-user-create",
    label: "signing the user in on creation",
    type: Boolean,
    description: "Sign the user in on creation: POST /users answers {token, user} (default: no)",
    question: { kind: "confirm", message: "Sign the user in on creation (POST /users answers {token, user})?" },
    default: () => false,
    parse: parseBoolean("auth-on-user-create"),
    appliesWhen: { ...withAuth, inactive: false },
  },
  {
    key: "passwordReset",
    option: "password-reset",
    label: "password reset",
    type: Boolean,
    description: "Password reset by e-mail (default: no)",
    question: { kind: "confirm", message: "Generate password reset by e-mail?" },
    default: () => false,
    parse: parseBoolean("password-reset"),
    appliesWhen: {
      test: (answers) => answers.auth === true && answers.authMethods?.includes("password") === true,
      inactive: false,
      needs: (answers) =>
        answers.auth === true ? "the password sign-in method (--auth-methods password)" : withAuth.needs(),
    },
  },
  {
    key: "getList",
    option: "get-list",
    label: "lists as {rows, count}",
    type: Boolean,
    description: "Answer lists as {rows, count} instead of an array (default: no)",
    question: { kind: "confirm", message: "Answer lists as {rows, count}?" },
    default: () => false,
    parse: parseBoolean("get-list"),
  },
];
