/**
 * A counter of inserts that runs `action` each time the collection has doubled since it was opened or since the
 * last run, and not before 1,000 inserts: the rhythm at which both stores take their statistics again, so that the
 * work stays a small share of the writes at any size.
 */
export function whenDoubled(rowsAtOpen: number, action: () => void): () => void {
  let rowsThen = rowsAtOpen;
  let insertedSince = 0;
  return () => {
    insertedSince += 1;
    if (insertedSince < Math.max(1000, rowsThen)) return;
    rowsThen += insertedSince;
    insertedSince = 0;
    action();
  };
}
