import { readOption } from "./read-option.js";
import type { Setting } from "./setting.js";
import { SettingError } from "./setting-error.js";
import { speakOfQuestions } from "./speak-of-questions.js";

/** What a prompt makes of a raw answer: the answer and how to show it, or why it is refused. */
export type Verdict = { accepted: true; value: unknown; shown: string } | { accepted: false; problem: string };

export interface SettingQuestionInput<Answers, Context> {
  setting: Setting<Answers, Context>;
  /** The default offered. */
  fallback: unknown;
  /** Judges a raw answer, the answers before it included; the prompt refuses what it refuses. */
  judge: (raw: unknown) => Verdict;
  /** Why the last answer was refused, when the prompt could not refuse it itself (a yes/no question). */
  refused?: string | undefined;
}

/** Asks the user for one setting; resolves to the raw answer. */
export type AskSetting<Answers, Context> = (question: SettingQuestionInput<Answers, Context>) => Promise<unknown>;

export interface ResolveSettingsInput<Answers, Context> {
  settings: readonly Setting<Answers, Context>[];
  options: Readonly<Record<string, unknown>>;
  context: Context;
  /** Absent when nothing may be asked (`--yes`, or no terminal): defaults answer instead. */
  ask?: AskSetting<Answers, Context> | undefined;
}

type Outcome = { value: unknown } | { problems: string[] };

/**
 * Answers every setting in order: from its option when given, else from the prompt, else
 * from its default. Without prompts, every problem of the options and of their combinations
 * is collected into one SettingError. With prompts, every given option is checked before the
 * first question, so a typo never costs a round of prompts, and each answer is judged when it
 * is given, together with the answers before it: a refused answer asks the question again.
 */
export async function resolveSettings<Answers, Context>(
  input: ResolveSettingsInput<Answers, Context>,
): Promise<Answers> {
  const { settings, options, context, ask } = input;
  if (ask) {
    const problems = settings.flatMap((setting) => parseProblems(setting, readOption(options, setting.option)));
    if (problems.length > 0) throw new SettingError(problems.join("\n"));
  }
  const problems: string[] = [];
  const answers: Partial<Answers> = {};
  for (const setting of settings) {
    const given = readOption(options, setting.option);
    // A default computed from a refused answer would only add problems of its own.
    if (given === undefined && problems.length > 0) continue;
    const outcome =
      given === undefined && ask
        ? { value: await askUntilAccepted(setting, answers, input) }
        : settle(setting, given, answers, context);
    if ("value" in outcome) answers[setting.key] = outcome.value as Answers[keyof Answers & string];
    else problems.push(...outcome.problems);
    // A prompt run stops at the first option that does not fit: no question can take it back.
    if (ask && problems.length > 0) break;
  }
  if (problems.length > 0) throw new SettingError(problems.join("\n"));
  return answers as Answers;
}

/** A setting not asked: its given option, else its default, unless its condition turns it off. */
function settle<Answers, Context>(
  setting: Setting<Answers, Context>,
  given: unknown,
  answers: Partial<Answers>,
  context: Context,
): Outcome {
  const condition = setting.appliesWhen;
  if (condition && !condition.test(answers, context)) {
    if (given === undefined) return { value: condition.inactive };
    const outcome = judge(setting, given, answers, context);
    if ("problems" in outcome) return outcome;
    if (JSON.stringify(outcome.value) === JSON.stringify(condition.inactive)) return outcome;
    return { problems: [`--${setting.option} needs ${condition.needs(answers)}.`] };
  }
  return judge(setting, given ?? setting.default(answers, context), answers, context);
}

async function askUntilAccepted<Answers, Context>(
  setting: Setting<Answers, Context>,
  answers: Partial<Answers>,
  input: ResolveSettingsInput<Answers, Context>,
): Promise<unknown> {
  const { settings, context, ask } = input;
  const condition = setting.appliesWhen;
  if (condition && !condition.test(answers, context)) return condition.inactive;
  const fallback = setting.default(answers, context);
  const verdict = (raw: unknown): Verdict => {
    let outcome = judge(setting, raw, answers, context);
    // Clearing a refused answer and pressing Enter takes the default, even when the prompt dropped it.
    if ("problems" in outcome && typeof raw === "string" && raw.trim() === "" && raw !== fallback) {
      outcome = judge(setting, fallback, answers, context);
    }
    if ("value" in outcome) outcome = withGivenLater(setting, outcome.value, answers, input);
    if ("problems" in outcome)
      return { accepted: false, problem: speakOfQuestions(outcome.problems.join("\n"), settings) };
    return { accepted: true, value: outcome.value, shown: (setting.format ?? String)(outcome.value) };
  };
  let refused: string | undefined;
  for (;;) {
    const result = verdict(await ask?.({ setting, fallback, judge: verdict, refused }));
    if (result.accepted) return result.value;
    refused = result.problem;
  }
}

/**
 * An answer judged also against the options given for later settings, whose checks would otherwise
 * refuse the combination only after every question was answered (`--user-methods destroy`, then
 * destroy answered for administrators).
 */
function withGivenLater<Answers, Context>(
  setting: Setting<Answers, Context>,
  value: unknown,
  answers: Partial<Answers>,
  { settings, options, context }: ResolveSettingsInput<Answers, Context>,
): Outcome {
  const withValue = { ...answers, [setting.key]: value } as Partial<Answers>;
  const problems = settings.slice(settings.indexOf(setting) + 1).flatMap((later) => {
    const given = readOption(options, later.option);
    if (given === undefined || !later.check) return [];
    if (later.appliesWhen && !later.appliesWhen.test(withValue, context)) return [];
    return later.check(later.parse(given), withValue, context);
  });
  return problems.length > 0 ? { problems } : { value };
}

function judge<Answers, Context>(
  setting: Setting<Answers, Context>,
  raw: unknown,
  answers: Partial<Answers>,
  context: Context,
): Outcome {
  const problems = parseProblems(setting, raw);
  if (problems.length > 0) return { problems };
  const value = setting.parse(raw);
  const combined = setting.check?.(value, answers, context) ?? [];
  return combined.length > 0 ? { problems: combined } : { value };
}

function parseProblems<Answers, Context>(setting: Setting<Answers, Context>, raw: unknown): string[] {
  if (raw === undefined) return [];
  try {
    setting.parse(raw);
    return [];
  } catch (error) {
    if (error instanceof SettingError) return error.message.split("\n");
    throw error;
  }
}
