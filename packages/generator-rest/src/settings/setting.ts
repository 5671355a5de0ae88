/** How a setting is asked when it is not given on the command line. */
export type SettingQuestion =
  | { kind: "input"; message: string }
  | { kind: "confirm"; message: string }
  | { kind: "checkbox"; message: string; choices: readonly string[] };

/**
 * One answer a generator needs: a command-line option and the prompt that asks for it
 * when the option is absent. `Answers` is the record of every answer of the generator;
 * `Context` carries what defaults are computed from (the target folder, for instance).
 */
export interface Setting<Answers, Context = unknown> {
  /** Key of the answer, camelCase. */
  key: keyof Answers & string;
  /** Command-line option, kebab-case, without the leading dashes. */
  option: string;
  /** How messages to a person answering the prompts name this setting, e.g. "the source folder". */
  label: string;
  type: typeof Boolean | typeof String;
  description: string;
  question: SettingQuestion;
  default: (answers: Partial<Answers>, context: Context) => unknown;
  /** Turns an option value or a prompt answer into the answer; throws SettingError. */
  parse: (raw: unknown) => unknown;
  /** The answer as the prompt shows it once taken (default: its text). */
  format?: (value: unknown) => string;
  /**
   * Problems of the answer together with the answers before it, in the words of the options.
   * An answer given earlier may be missing when its own value was refused.
   */
  check?: (value: unknown, answers: Partial<Answers>, context: Context) => string[];
  /** When given, the setting only applies when this holds; otherwise it takes `inactive`. */
  appliesWhen?: {
    test: (answers: Partial<Answers>, context: Context) => boolean;
    inactive: unknown;
    /** Says what the setting needs, given the answers that turned it off, e.g. "the password sign-in method". */
    needs: (answers: Partial<Answers>) => string;
  };
}
