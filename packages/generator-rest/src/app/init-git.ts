import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Who makes the first commit when git knows nobody: for that commit only, nothing is configured. */
export const FALLBACK_AUTHOR = { name: "generator-rest", email: "generator-rest@users.noreply.localhost" };

/** What `initGit` did, in one line for the person who ran the generator. */
export interface GitResult {
  committed: boolean;
  line: string;
}

/**
 * Makes `folder` a git repository with a first commit of everything in it, unless git is not
 * installed or the folder is inside a repository already. Never throws: generating the project
 * succeeded whatever git says, so a failure is told, not raised.
 */
export async function initGit(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<GitResult> {
  const git = (...args: string[]) => run("git", args, { cwd: folder, env });
  try {
    await git("--version");
  } catch {
    return { committed: false, line: "git is not installed: no repository was made (install git, then run git init)." };
  }
  const inside = await git("rev-parse", "--show-toplevel").then(
    ({ stdout }) => stdout.trim(),
    () => undefined,
  );
  if (inside !== undefined) return { committed: false, line: `Inside the git repository ${inside}: no new one made.` };
  try {
    const branch = (await configured(git, "init.defaultBranch")) ? [] : ["--initial-branch=main"];
    await git("init", "--quiet", ...branch);
    await git("add", "--all");
    const identity = [
      ...((await configured(git, "user.name")) ? [] : ["-c", `user.name=${FALLBACK_AUTHOR.name}`]),
      ...((await configured(git, "user.email")) ? [] : ["-c", `user.email=${FALLBACK_AUTHOR.email}`]),
    ];
    await git(...identity, "commit", "--quiet", "--no-verify", "--message", "Initial commit from generator-rest");
    return { committed: true, line: "Made a git repository with a first commit." };
  } catch (error) {
    const reason = (error as { stderr?: string }).stderr?.trim().split("\n")[0] ?? String(error);
    return { committed: false, line: `git failed, the project is complete without a first commit: ${reason}` };
  }
}

async function configured(git: (...args: string[]) => Promise<{ stdout: string }>, key: string): Promise<boolean> {
  return git("config", "--get", key).then(
    ({ stdout }) => stdout.trim() !== "",
    () => false,
  );
}
