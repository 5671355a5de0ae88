/** `auth-on-user-create` -> `authOnUserCreate`. */
export function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}
