/** `npm install` failed in a generated project; the project itself is complete. */
export class InstallError extends Error {
  override name = "InstallError";
}
