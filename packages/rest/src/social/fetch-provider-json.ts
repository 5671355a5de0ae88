import { HttpError } from "../errors/http-error.js";

export interface ProviderRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Statuses that answer undefined instead of failing: data the token may not read. */
  missingOn?: number[];
  /** Statuses by which the provider says the token is not good, and what that means. */
  refusals?: Record<number, string>;
}

/**
 * Asks a provider for JSON. However the provider fails (refusing the token, erring, hanging past
 * `signal`'s timeout, answering garbage) the sign-in fails with a 401 that says which it was.
 */
export async function fetchProviderJson(
  title: string,
  url: string,
  signal: AbortSignal,
  { method = "GET", headers = {}, body, missingOn = [], refusals = {} }: ProviderRequest = {},
): Promise<unknown> {
  try {
    const response = await fetch(url, { method, headers: { accept: "application/json", ...headers }, body, signal });
    if (!response.ok) {
      await response.body?.cancel();
      if (missingOn.includes(response.status)) return undefined;
      throw new HttpError(401, refusal(title, response.status, refusals[response.status]));
    }
    return await response.json();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(401, failure(title, error));
  }
}

/** The 401 of a token the provider does not vouch for, saying why. */
export function refusedToken(title: string, reason: string): HttpError {
  return new HttpError(401, `${title} refused the access token: ${reason}`);
}

function refusal(title: string, status: number, reason: string | undefined): string {
  if (reason) return refusedToken(title, reason).message;
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
