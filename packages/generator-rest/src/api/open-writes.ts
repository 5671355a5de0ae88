import type { ApiAnswers } from "./api-answers.js";
import { WRITE_METHODS } from "./api-settings.js";
import type { Method } from "./methods.js";

/** The writes of a group that need no credential at all. */
export function openWrites(answers: ApiAnswers): Method[] {
  const guarded = [...answers.masterMethods, ...answers.adminMethods, ...answers.userMethods];
  return WRITE_METHODS.filter(
    (method) =>
      answers.methods.includes(method) &&
      !guarded.includes(method) &&
      !(answers.storeUser && (method === "update" || method === "destroy")),
  );
}
