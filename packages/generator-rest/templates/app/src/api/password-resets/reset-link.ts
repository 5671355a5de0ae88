import { ValidationError } from "@hostkit/rest";

const breaking = /[\s\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * The page of your client that takes the token: an http(s) URL, from one of `origins` when any are set
 * (RESET_LINK_ORIGINS), so the API cannot be used to mail links to anywhere. Answers the URL as parsed
 * (its `href`), which is what was checked and so what is mailed; a link with whitespace or a control
 * character is refused, as the parser would drop or encode what a mail reader shows.
 */
export function checkResetLink(link: string, origins: string[]): string {
  const url = URL.canParse(link) && !breaking.test(link) ? new URL(link) : undefined;
  if (url?.protocol !== "https:" && url?.protocol !== "http:") {
    throw linkError(link, "format", "link must be an http or https URL");
  }
  if (origins.length > 0 && !origins.includes(url.origin)) {
    throw linkError(link, "origin", `link must start with one of ${origins.join(", ")}`);
  }
  return url.href;
}

/** Where the mail sends the user: `<link>/<token>`. */
export function resetUrl(link: string, token: string): string {
  return `${link.replace(/\/+$/, "")}/${token}`;
}

function linkError(value: string, rule: string, message: string): ValidationError {
  return new ValidationError([{ name: rule, param: "link", value, [rule]: true, message }]);
}
