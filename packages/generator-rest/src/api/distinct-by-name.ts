/** Each item once, by its name, in the order first met: what an import list or a set of opened collections needs. */
export function distinctByName<T extends { name: string }>(items: readonly T[]): T[] {
  return items.filter((item, index) => items.findIndex((other) => other.name === item.name) === index);
}
