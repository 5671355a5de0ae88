/**
 * The `count` smallest items in order, keeping a heap of `count` items rather than sorting
 * them all: a page deep in a long list costs its depth, not the list's length.
 */
export function smallest<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  // A max-heap: its root is the largest item kept, the first to give way to a smaller one.
  const heap: T[] = [];
  const above = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j] as T, heap[i] as T]);
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && above(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const [left, right] = [2 * i + 1, 2 * i + 2];
        let top = i;
        if (left < heap.length && above(left, top)) top = left;
        if (right < heap.length && above(right, top)) top = right;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}
