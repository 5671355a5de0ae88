/** Where the source and API folders of a generated project live. */
export interface ProjectLayout {
  srcDir: string;
  apiDir: string;
}
