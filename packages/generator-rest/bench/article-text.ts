/*
 * Articles of varied text for the benchmark: sentences drawn from a word list, common words far
 * more often than others (Zipf's law, as in real text), a few rare words, two-letter words and
 * accented ones. A fixed seed gives the same articles on every run and every engine.
 */

const common = `the of and to in is that it for on was with as be by at this are from or an have not but
  which they you one all were we when there can their has more if will about would so what out up into
  time only other new some could these two may first then do any like my now over such our also
  people world city water house light night river market garden winter summer morning evening street
  school music paper story letter window table family friend country mountain forest island bridge
  train station village harbour kitchen library museum theatre season weather journey history
  language picture question answer number moment reason result problem system company service
  project report meeting member office power money business student teacher doctor worker
  open close write read build carry bring follow listen travel remember explain discover return
  change share choose decide happen improve measure describe consider develop produce receive
  small large early late quiet bright heavy simple useful careful strange famous modern ancient
  gentle sudden narrow distant warm cold green yellow golden silver wooden broken hidden secret`
  .split(/\s+/)
  .filter(Boolean);

/** Words about one article in a thousand holds; the benchmark searches the first. */
export const rareWords = ["marmalade", "zeppelin", "quokka", "xylophone", "kumquat", "yodel", "wombat", "fjord"];
const accented = ["café", "crème", "brûlée", "déjà", "naïve", "façade", "über", "señor"];

/** A word nearly every article holds, and a short one (q takes words of three letters or more) to search beside it. */
export const commonWord = "the";
export const shortWord = "two";

/** A small fast generator (mulberry32): the same sequence for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cumulative Zipf weights of the common words, for drawing one by a uniform number. */
let total = 0;
const cumulative = common.map((_, rank) => (total += 1 / (rank + 1)));

export interface ArticleText {
  title: string;
  content: string;
  /** Seven articles in ten. */
  published: boolean;
  /** From 0.50 to 99.99, evenly: a filter of `price[gte]=10` keeps nine in ten. */
  price: number;
}

/** Article `index`: a title of 3 to 7 words, a content of 2 to 5 sentences, whether it is published and its price. */
export function articleText(index: number): ArticleText {
  const next = random(index + 1);
  const word = (): string => {
    const draw = next();
    if (draw < 0.0002) return rareWords[Math.floor(next() * rareWords.length)] ?? "";
    if (draw < 0.003) return accented[Math.floor(next() * accented.length)] ?? "";
    const target = next() * total;
    return common[cumulative.findIndex((sum) => sum >= target)] ?? "the";
  };
  const words = (count: number) => Array.from({ length: count }, word).join(" ");
  const sentence = () => {
    const text = words(6 + Math.floor(next() * 10));
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const title = words(3 + Math.floor(next() * 5));
  const content = Array.from({ length: 2 + Math.floor(next() * 4) }, sentence).join(" ");
  const published = next() < 0.7;
  const price = Math.round(50 + next() * 9949) / 100;
  return { title: `${title.charAt(0).toUpperCase()}${title.slice(1)}`, content, published, price };
}
