/** One printed line: what was measured, ours against the other, and the target. */
export interface Row {
  case: string;
  ours: number;
  other: number;
  otherLabel: string;
  /** The least acceptable ours/other ratio. */
  target?: number | undefined;
  /** The ratio to print when it is not `ours / other`: the median of paired runs' ratios. */
  ratio?: number | undefined;
}

export function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(`${"case".padEnd(36)}${"ours".padStart(12)}${"other".padStart(12)}${"ratio".padStart(9)}  other is`);
  for (const row of rows) {
    const ratio = row.ratio ?? row.ours / row.other;
    const cells = [
      row.case.padEnd(36),
      format(row.ours).padStart(12),
      format(row.other).padStart(12),
      `${ratio.toFixed(2)}x`.padStart(9),
      `  ${row.otherLabel}`,
      row.target === undefined ? "" : `  (target >= ${row.target}x: ${ratio >= row.target ? "met" : "MISSED"})`,
    ];
    console.log(cells.join(""));
  }
}

function format(perSecond: number): string {
  return Math.round(perSecond).toLocaleString("en-US");
}
