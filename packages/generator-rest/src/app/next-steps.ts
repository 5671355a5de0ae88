import { paint } from "../values/paint.js";

export interface NextStepsInput {
  /** The folder as the user typed it, when the project is not the current folder. */
  dir?: string;
  /** Whether `npm install` ran. */
  installed: boolean;
  colors: boolean;
}

/** The closing message of `rest`: the numbered commands that take the new project to a running API. */
export function nextSteps({ dir, installed, colors }: NextStepsInput): string {
  const steps: [command: string, what: string][] = [
    ...(dir === undefined ? [] : [[`cd ${dir}`, "the new project"] as [string, string]]),
    // Its prepare script writes the typed client's route map.
    ...(installed ? [] : [["npm install", "its dependencies and the typed client's route map"] as [string, string]]),
    [
      "npm run dev",
      "the API on http://localhost:9000, reloading on change; the reference at http://localhost:9000/docs",
    ],
    ["npm test", "its tests, against an in-memory store"],
    ["docker compose up --build", "the production image with MongoDB, once the secrets are set (see README.md)"],
  ];
  const width = Math.max(...steps.map(([command]) => command.length));
  const lines = steps.map(
    ([command, what], index) =>
      `  ${paint("dim", `${index + 1}.`, colors)} ${paint(["bold", "cyan"], command.padEnd(width), colors)}  ${what}`,
  );
  return [`${paint(["bold", "green"], "Your API is ready.", colors)} Next steps:`, ...lines].join("\n");
}
