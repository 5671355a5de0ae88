import { runBin } from "./run-bin.js";

/** Runs `generator-rest rest:api <args>` inside a generated project; rejects with its output when it fails. */
export async function addGroup(project: string, args: readonly string[]): Promise<void> {
  const result = await runBin(["rest:api", ...args], project);
  if (result.code !== 0)
    throw new Error(`generator-rest rest:api ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}
