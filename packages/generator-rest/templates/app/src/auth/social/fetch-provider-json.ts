<%_ if (authMethods.some((method) => method !== "password")) { _%>
import { HttpError } from "../../errors/http-error.js";

/**
 * GETs JSON from a provider. However the provider fails (refusing the token, erring, hanging past
 * `signal`'s timeout, answering garbage) the sign-in fails with a 401 that says which it was;
 * a status listed in `missingOn` answers undefined instead, for data the token may not read.
 */
export async function fetchProviderJson(
  title: string,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  missingOn: number[] = [],
): Promise<unknown> {
  try {
    const response = await fetch(url, { headers: { accept: "application/json", ...headers }, signal });
    if (!response.ok) {
      await response.body?.cancel();
      if (missingOn.includes(response.status)) return undefined;
      throw new HttpError(401, refusal(title, response.status));
    }
    return await response.json();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(401, failure(title, error));
  }
}

function refusal(title: string, status: number): string {
  // Providers answer a bad, expired or revoked token with one of these.
  if (status === 400 || status === 401 || status === 403) return `${title} refused the access token`;
  return `${title} answered ${status}; try again later`;
}

function failure(title: string, error: unknown): string {
  const name = (error as Error | undefined)?.name;
  if (name === "TimeoutError") return `${title} did not answer in time; try again later`;
  if (name === "SyntaxError") return `${title} answered something other than JSON`;
  return `${title} could not be reached; try again later`;
}
<%_ } _%>
