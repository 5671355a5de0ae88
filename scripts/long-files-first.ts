import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order, except that the files named in `longFiles` (paths from the repository's root) start
 * first, in the order given. A clean clone has no timings from an earlier run, so Vitest orders files by
 * size; a short file holding minutes of work then starts last and ends the run alone while the other
 * workers wait.
 */
export function longFilesFirst(
  longFiles: readonly string[],
): new (...args: ConstructorParameters<typeof BaseSequencer>) => BaseSequencer {
  return class LongFilesFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (file: TestSpecification): number => {
        const index = longFiles.findIndex((path) => file.moduleId.endsWith(`/${path}`));
        return index < 0 ? longFiles.length : index;
      };
      // Projects keep their places: only the files of each project are ordered again.
      const byProject = new Map<string, TestSpecification[]>();
      for (const file of sorted) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
      return [...byProject.values()].flatMap((group) =>
        group
          .map((file, index) => ({ file, index }))
          .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
          .map(({ file }) => file),
      );
    }
  };
}
