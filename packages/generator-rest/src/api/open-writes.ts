import type { ApiAnswers } from "./api-answers.js";
import { WRITE_METHODS } from "./api-settings.js";
import { rightOf } from "./method-right.js";
import type { Method } from "./methods.js";

/** The writes of a group that need no credential at all. */
export function openWrites(answers: ApiAnswers): Method[] {
  return WRITE_METHODS.filter((method) => answers.methods.includes(method) && rightOf(method, answers) === undefined);
}
