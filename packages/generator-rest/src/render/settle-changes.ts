import { resolve } from "node:path";
import type { MemFsEditorFile } from "mem-fs-editor";
import type Generator from "yeoman-generator";
import { changedFiles, identicalFiles, type ChangedFile } from "./changed-files.js";
import { canAsk } from "../settings/ask-settings.js";
import { SettingError } from "../settings/setting-error.js";
import { fileDiff } from "../values/file-diff.js";
import { colorsOn } from "../values/paint.js";

export type SettleChangesInput = {
  /** The files this run writes, relative to the destination. */
  paths: readonly string[];
  /** Fingerprints of the files as an earlier run generated them; without them, every change counts as an edit. */
  fingerprints?: Readonly<Record<string, string>> | undefined;
} & (
  | {
      /** What a replaced file is, for the question: "was changed since it was generated". */
      what: (file: ChangedFile) => string;
      /** The message that stops a run with nobody to ask, given the files it would overwrite. */
      refusal: (paths: readonly string[]) => string;
    }
  | {
      /** Keeps every file edited since it was generated, without asking: for files of a group the person did not name. */
      keepEdited: true;
    }
);

/**
 * Settles Yeoman's conflict status of every file on disk that this run would change, so Yeoman never
 * asks about them itself: a file only the generator wrote before is overwritten; any other is shown
 * as a difference and the person chooses, and without a person to ask the run stops (before the
 * commit, so nothing is written) naming the files. Answers the files kept as they are.
 */
export async function settleChanges(generator: Generator, input: SettleChangesInput): Promise<string[]> {
  const { paths, fingerprints } = input;
  const root = generator.destinationRoot();
  // With --force, Yeoman would report a file that stays as it is as "force"d.
  setStatus(generator, identicalFiles(generator.fs, root, paths), "identical");
  const changed = changedFiles(generator.fs, root, paths, fingerprints);
  const generated = changed.filter((file) => !file.editedSinceGenerated);
  const edited = changed.filter((file) => file.editedSinceGenerated);
  setStatus(generator, generated, "force");
  if (edited.length === 0) return [];
  if ("keepEdited" in input) {
    setStatus(generator, edited, "skip");
    return edited.map((file) => file.path);
  }
  const { what, refusal } = input;
  if (!canAsk(generator)) throw new SettingError(refusal(edited.map((file) => file.path)));
  const kept: string[] = [];
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
    if (!overwrite) kept.push(file.path);
  }
  return kept;
}

/** Sets Yeoman's conflict status (what it reports, and whether it writes) of files given relative to the destination, or absolute. */
export function setStatus(
  generator: Generator,
  files: readonly (ChangedFile | string)[],
  status: "force" | "skip" | "identical",
): void {
  for (const file of files) {
    const path = resolve(generator.destinationRoot(), typeof file === "string" ? file : file.path);
    const stored: MemFsEditorFile & { conflicter?: string } = generator.fs.store.get(path);
    stored.conflicter = status;
  }
}
