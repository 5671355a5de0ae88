// Names of query parameters whose values are secrets, once decoded as the query parser decodes them: a
// provider's authorization `code` and `state` are worth a sign-in until they are used.
const credential = /token|password|secret|^code$|^state$/i;

/**
 * The URL with the value of every credential in its query string replaced by "[hidden]". Names are
 * judged decoded (`access%5Ftoken` is `access_token` to the parser), and a name that does not decode
 * is hidden too; everything else is left exactly as sent.
 */
export function hideCredentials(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return isCredential(name) ? `${name}=[hidden]` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join("&")}`;
}

function isCredential(rawName: string): boolean {
  try {
    return credential.test(decodeURIComponent(rawName.replace(/\+/g, " ")));
  } catch {
    return true;
  }
}
