import { projectEnv } from "./project-env.js";
import { runCommand } from "./run-command.js";

/** Runs `npm run <script>` in a project, with `env` added to its environment; rejects with the script's output when it fails. */
export async function runNpmScript(cwd: string, script: string, env: Record<string, string> = {}): Promise<void> {
  const { code, stdout, stderr } = await runCommand("npm", ["run", script], { cwd, env: projectEnv(env) });
  if (code !== 0) throw new Error(`npm run ${script} exited with ${code}:\n${stdout}\n${stderr}`);
}
