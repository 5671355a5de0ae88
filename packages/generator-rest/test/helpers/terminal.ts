import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";

/** Whether tmux is installed; the terminal tests are skipped without it (CI installs it). */
export const HAS_TMUX = spawnSync("tmux", ["-V"]).status === 0;

/**
 * A real terminal: `command` runs in a tmux pane of its own server, keys are sent as a person types
 * them and the screen is read back as the person sees it (without colours).
 */
export class Terminal {
  readonly #socket = `generator-rest-${randomUUID()}`;
  readonly #env: NodeJS.ProcessEnv;
  readonly #socketPath: string;

  constructor(command: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; width?: number }) {
    // The pane inherits the environment of its tmux server, which the first command starts.
    this.#env = options.env;
    const line = command.map(quote).join(" ");
    this.#tmux(
      "new-session",
      "-d",
      "-x",
      String(options.width ?? 110),
      "-y",
      "60",
      "-c",
      options.cwd,
      `${line}; echo "[exit $?]"; sleep 600`,
    );
    this.#socketPath = this.#tmux("display-message", "-p", "#{socket_path}").trim();
  }

  /** Everything the terminal shows, from its first line, trailing blank lines dropped. */
  screen(): string {
    return this.#tmux("capture-pane", "-p", "-J", "-S", "-", "-E", "-")
      .split("\n")
      .map((text) => text.trimEnd())
      .join("\n")
      .trimEnd();
  }

  /** Waits until the screen shows `expected` after `from` (a screen read earlier), resolving to the screen. */
  async waitFor(expected: string | RegExp, from = "", timeout = 60_000): Promise<string> {
    const started = Date.now();
    for (;;) {
      const screen = this.screen();
      const fresh = screen.startsWith(from) ? screen.slice(from.length) : screen;
      if (typeof expected === "string" ? fresh.includes(expected) : expected.test(fresh)) return screen;
      if (Date.now() - started > timeout) {
        throw new Error(`the terminal did not show ${String(expected)} in ${timeout} ms; it shows:\n${screen}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Types text as it is, then presses Enter when asked. */
  type(text: string, enter = false): void {
    if (text !== "") this.#tmux("send-keys", "-l", text);
    if (enter) this.press("Enter");
  }

  /** Presses keys by tmux name: Enter, BSpace, Space, Down, Up, C-c. */
  press(...keys: string[]): void {
    for (const key of keys) this.#tmux("send-keys", key);
  }

  close(): void {
    spawnSync("tmux", ["-L", this.#socket, "kill-server"]);
    // tmux leaves the socket file of a server it stopped.
    rmSync(this.#socketPath, { force: true });
  }

  #tmux(...args: string[]): string {
    return execFileSync("tmux", ["-L", this.#socket, ...args], { encoding: "utf8", env: this.#env });
  }
}

function quote(word: string): string {
  return /^[\w./:=@,+-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
