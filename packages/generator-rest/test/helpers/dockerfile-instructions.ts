export interface DockerInstruction {
  /** Upper case, e.g. `COPY`. */
  keyword: string;
  /** The rest of the instruction, continuation lines joined. */
  args: string;
}

/** A Dockerfile's instructions, without comments and with `\` continuations joined, as the builder reads them. */
export function dockerfileInstructions(text: string): DockerInstruction[] {
  const instructions: DockerInstruction[] = [];
  let pending = "";
  for (const line of text.split("\n")) {
    if (/^\s*#/.test(line) && pending === "") continue;
    const joined = `${pending}${pending === "" ? "" : " "}${line.trim()}`;
    if (joined.endsWith("\\")) {
      pending = joined.slice(0, -1).trim();
      continue;
    }
    pending = "";
    if (joined === "") continue;
    const [keyword = "", ...rest] = joined.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(" ") });
  }
  return instructions;
}
