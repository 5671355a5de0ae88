import type { SeqBits } from "./seq-bits.js";

/** The tables of one set of fields searched together, and what is kept of them in memory. */
export interface SearchTables {
  fields: string[];
  /** `seq`, and the folded texts of the fields, joined. */
  texts: string;
  /** A full-text table of the tokens of each text, by `seq`. */
  tokens: string;
  /** The texts in memory at their `seq`, where testing one for the words costs least (an array reads faster than a Map). */
  loaded: (string | undefined)[];
  /** Resolves once every stored document is in the tables and in memory. */
  ready: Promise<void>;
  /** Per folded word searched often over many rows, which texts hold it; writes keep them current. */
  words: Map<string, SeqBits>;
}
