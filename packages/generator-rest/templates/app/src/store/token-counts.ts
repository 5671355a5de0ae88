import type { Statement } from "libsql";
import type { SearchTables } from "./search-tables.js";
import { wordTokens } from "./search-tokens.js";

/** Tokens held by more than this share of the documents narrow a search too little to be worth reading. */
const commonShare = 1 / 4;

/** How many documents hold a token, as last counted; an estimate is good enough to choose tokens. */
export class TokenCounts {
  private readonly tokenCounts = new Map<string, number>();
  private writesSinceCount = 0;

  constructor(
    private readonly sql: (text: string) => Statement,
    private readonly total: () => number,
  ) {}

  /** The rarest tokens of the words, at most three, leaving out those most documents hold. */
  narrowingTokens(search: SearchTables, words: string[]): string[] {
    const common = Math.max(100, this.total() * commonShare);
    const counted = [...new Set(words.flatMap(wordTokens))].map((token) => [token, this.tokenCount(search, token, common)] as const);
    return counted
      .filter(([, count]) => count < common)
      .sort((a, b) => a[1] - b[1])
      .slice(0, 3)
      .map(([token]) => token);
  }

  private tokenCount(search: SearchTables, token: string, limit: number): number {
    const key = `${search.tokens} ${token}`;
    let count = this.tokenCounts.get(key);
    if (count === undefined) {
      const query = `SELECT count(*) AS n FROM (SELECT 1 FROM ${search.tokens} WHERE ${search.tokens} MATCH ? LIMIT ?)`;
      // libsql's get() answers a row even after pluck().
      count = (this.sql(query).get(token, Math.ceil(limit)) as { n: number }).n;
      this.tokenCounts.set(key, count);
    }
    return count;
  }

  /** Counts go stale slowly: they are forgotten once a tenth of the collection has been written. */
  counted(): void {
    this.writesSinceCount += 1;
    if (this.writesSinceCount > 100 + this.total() / 10) {
      this.tokenCounts.clear();
      this.writesSinceCount = 0;
    }
  }
}
