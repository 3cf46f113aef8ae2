/**
 * How often each command of a property test got each answer: FC_STATS=1 prints the tally when
 * the file ends, to see whether the random commands reach the answers they are meant to.
 */
export class AnswerStats {
  private readonly counts = new Map<string, number>();

  count(label: string): void {
    this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }

  print(): void {
    if (!process.env.FC_STATS) return;
    console.log(
      [...this.counts]
        .sort()
        .map(([label, count]) => `${label}: ${count}`)
        .join('\n'),
    );
  }
}
