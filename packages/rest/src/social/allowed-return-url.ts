import { ValidationError } from "../validation/validation-error.js";

/**
 * The front-end page a browser sign-in goes back to: one of AUTH_REDIRECT_URLS exactly, the first by default.
 * Any other would let a link hand someone's sign-in to a page its author controls.
 */
export function allowedReturnUrl(requested: string | undefined, allowed: string[]): string {
  const refuse = (message: string) =>
    new ValidationError([{ name: "allowed", param: "redirect_uri", value: requested, message }]);
  if (allowed.length === 0)
    throw refuse("AUTH_REDIRECT_URLS is empty: set it to the front-end pages a sign-in may return to");
  if (requested === undefined) return allowed[0] as string;
  const url = URL.canParse(requested) ? new URL(requested).href : undefined;
  if (url === undefined || !allowed.includes(url)) throw refuse("redirect_uri must be one of AUTH_REDIRECT_URLS");
  return url;
}
