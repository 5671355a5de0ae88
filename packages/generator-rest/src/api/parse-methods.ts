import { SettingError } from "../settings/setting-error.js";
import { parseList } from "../values/parse-list.js";
import { METHODS, type Method } from "./methods.js";

/** Reads a list of methods such as `--user-methods create,update`; `atLeastOne` for `--methods`. */
export function parseMethods(option: string, atLeastOne = false): (raw: unknown) => Method[] {
  return (raw) => {
    const methods = parseList(option, "method", METHODS, raw);
    if (atLeastOne && methods.length === 0)
      throw new SettingError(`--${option}: choose at least one of ${METHODS.join(", ")}.`);
    return methods;
  };
}
