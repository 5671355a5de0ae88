import { runCommand } from "./run-command.js";

/** Runs `npm run <script>` in a project; rejects with the script's output when it fails. */
export async function runNpmScript(cwd: string, script: string): Promise<void> {
  const { code, stdout, stderr } = await runCommand("npm", ["run", script], { cwd });
  if (code !== 0) throw new Error(`npm run ${script} exited with ${code}:\n${stdout}\n${stderr}`);
}
