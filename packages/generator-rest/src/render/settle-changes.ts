import { resolve } from "node:path";
import type { MemFsEditorFile } from "mem-fs-editor";
import type Generator from "yeoman-generator";
import type { ChangedFile } from "./changed-files.js";
import { canAsk } from "../settings/ask-settings.js";
import { SettingError } from "../settings/setting-error.js";
import { fileDiff } from "../values/file-diff.js";
import { colorsOn } from "../values/paint.js";

export interface SettleChangesInput {
  /** Files on disk this run would change. */
  changed: readonly ChangedFile[];
  /** What a replaced file is, for the question: "was changed since it was generated". */
  what: (file: ChangedFile) => string;
  /** The message that stops a run with nobody to ask, given the files it would overwrite. */
  refusal: (paths: readonly string[]) => string;
}

/**
 * Settles Yeoman's conflict status of every file on disk that this run would change, so Yeoman never
 * asks about them itself: a file only the generator wrote before is overwritten; any other is shown
 * as a difference and the person chooses, and without a person to ask the run stops (before the
 * commit, so nothing is written) naming the files.
 */
export async function settleChanges(
  generator: Generator,
  { changed, what, refusal }: SettleChangesInput,
): Promise<void> {
  const generated = changed.filter((file) => !file.editedSinceGenerated);
  const edited = changed.filter((file) => file.editedSinceGenerated);
  setStatus(generator, generated, "force");
  if (edited.length === 0) return;
  if (!canAsk(generator)) throw new SettingError(refusal(edited.map((file) => file.path)));
  for (const file of edited) {
    generator.log(`\n${fileDiff(file.path, file.current, file.generated, colorsOn(process.stdout))}\n`);
    const { overwrite } = await generator.prompt<{ overwrite: boolean }>([
      {
        type: "confirm",
        name: "overwrite",
        message: `${file.path} ${what(file)}. Replace it with the text above (+)?`,
        default: false,
      },
    ]);
    setStatus(generator, [file], overwrite ? "force" : "skip");
  }
}

/** Sets Yeoman's conflict status of files given relative to the destination, or absolute. */
export function setStatus(
  generator: Generator,
  files: readonly (ChangedFile | string)[],
  status: "force" | "skip",
): void {
  for (const file of files) {
    const path = resolve(generator.destinationRoot(), typeof file === "string" ? file : file.path);
    const stored: MemFsEditorFile & { conflicter?: string } = generator.fs.store.get(path);
    stored.conflicter = status;
  }
}
