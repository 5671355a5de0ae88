/**
 * Which rows hold each pair of adjacent characters of their folded texts, by row number. A
 * text holding a word holds every pair of the word, so a word of two characters or more is
 * only looked for in the rows that hold all its pairs: a search reads the shortest list of
 * rows, not the collection.
 */
export class PairIndex {
  private readonly lists = new Map<string, number[]>();

  constructor(seqs: readonly number[], texts: readonly string[]) {
    for (const [at, seq] of seqs.entries()) this.add(seq, texts[at] as string);
  }

  add(seq: number, text: string): void {
    for (const pair of pairsOf(text)) {
      let list = this.lists.get(pair);
      if (!list) this.lists.set(pair, (list = []));
      // Rows arrive in ascending order but when a changed row is indexed again.
      if (list.length === 0 || (list[list.length - 1] as number) < seq) list.push(seq);
      else list.splice(lowerBound(list, seq), 0, seq);
    }
  }

  remove(seq: number, text: string): void {
    for (const pair of pairsOf(text)) {
      const list = this.lists.get(pair);
      if (!list) continue;
      const at = lowerBound(list, seq);
      if (list[at] === seq) list.splice(at, 1);
    }
  }

  /** Ascending row numbers that may hold every word; undefined when no word has two characters. */
  candidates(words: readonly string[]): number[] | undefined {
    const pairs = new Set(words.flatMap((word) => [...pairsOf(word)]));
    if (pairs.size === 0) return undefined;
    const lists = [...pairs].map((pair) => this.lists.get(pair) ?? []).sort((a, b) => a.length - b.length);
    const [shortest = [], ...others] = lists;
    return shortest.filter((seq) => others.every((list) => list[lowerBound(list, seq)] === seq));
  }
}

/** The pairs of adjacent characters of a text, leaving out those around the separator of fields. */
function pairsOf(text: string): Set<string> {
  const pairs = new Set<string>();
  for (let at = 0; at < text.length - 1; at += 1) {
    const pair = text.slice(at, at + 2);
    if (!pair.includes("\u0000")) pairs.add(pair);
  }
  return pairs;
}

/** The first index of an ascending list whose item is not below `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let [low, high] = [0, list.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
