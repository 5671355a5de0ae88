import { fileURLToPath } from "node:url";

/** The templates of `rest`; the same relative place from `src/` and from `dist/`. */
export const APP_TEMPLATES = fileURLToPath(new URL("../../templates/app", import.meta.url));
