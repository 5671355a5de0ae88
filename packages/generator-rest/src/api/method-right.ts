import type { ApiAnswers } from "./api-answers.js";
import { METHODS, type Method } from "./methods.js";

/** Who may call a method: the name of the project's auth guard, or anyone. */
export type Right = "masterKey" | "admin" | "user" | undefined;

/**
 * Who may call a method of a group: a method no right names needs a signed-in user, unless the owner opened it
 * to anyone. With a stored user, changing a document needs at least a signed-in user: its creator or an
 * administrator.
 */
export function rightOf(method: Method, answers: ApiAnswers): Right {
  if (!answers.methods.includes(method)) return undefined;
  if (answers.masterMethods.includes(method)) return "masterKey";
  if (answers.adminMethods.includes(method)) return "admin";
  if (answers.userMethods.includes(method)) return "user";
  if (answers.storeUser && (method === "update" || method === "destroy")) return "user";
  // Groups generated before --public-methods left every method no right named open; .yo-rc.json keeps them so.
  return (answers.publicMethods ?? METHODS).includes(method) ? undefined : "user";
}

/** Answers still being given, with the methods and rights not given yet empty. */
export function withRights(answers: Partial<ApiAnswers>): ApiAnswers {
  const empty = {
    methods: [],
    masterMethods: [],
    adminMethods: [],
    userMethods: [],
    model: true,
    storeUser: false,
  };
  return { ...empty, ...answers } as ApiAnswers;
}

/**
 * Who may read one of a group's documents: whoever its show route lets in, else its list's. A group that
 * answers no stored document shows them to the master key alone, so that no other route reveals them.
 */
export function readRight(answers: ApiAnswers): Right {
  if (!answers.model) return "masterKey";
  const read = (["show", "index"] as const).find((method) => answers.methods.includes(method));
  return read ? rightOf(read, answers) : "masterKey";
}

/**
 * Whether some caller a route lets in can pass another guard too: anyone may bring any credential to a public
 * route, and administrators are signed-in users; the master key is no user's token, nor a user's token the key.
 */
export function mayPass(route: Right, guard: Right): boolean {
  const users: Right[] = ["user", "admin"];
  return (
    guard === undefined || route === undefined || route === guard || (users.includes(route) && users.includes(guard))
  );
}
