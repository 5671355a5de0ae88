/** A set of row numbers as one bit each, growing with the largest: a million rows take 125 KB. */
export class SeqBits {
  private bytes = new Uint8Array(1024);

  has(seq: number): boolean {
    return ((this.bytes[seq >> 3] ?? 0) & (1 << (seq & 7))) !== 0;
  }

  set(seq: number, on: boolean): void {
    const at = seq >> 3;
    if (at >= this.bytes.length) {
      if (!on) return;
      const grown = new Uint8Array(Math.max(at + 1, this.bytes.length * 2));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    const bit = 1 << (seq & 7);
    this.bytes[at] = on ? (this.bytes[at] as number) | bit : (this.bytes[at] as number) & ~bit;
  }
}
