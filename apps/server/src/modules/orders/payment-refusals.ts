/**
 * Which refused (unverified) notifications are written to payment_events. Anyone can POST forged
 * notifications, so storing each would let a stranger grow the table at will: the first refusal of
 * each clock minute is stored and the rest are only counted here, in memory; the next stored refusal
 * says how many went unstored before it. A restart loses the count, which is acceptable for a figure
 * that only tells staff that someone was knocking.
 */
export class RefusedNotifications {
  private minute = Number.NaN;
  private unstored = 0;

  /** The note to store for this refusal, or null when it is only counted. */
  admit(reason: string, nowMs: number): string | null {
    const minute = Math.floor(nowMs / 60_000);
    if (minute === this.minute) {
      this.unstored += 1;
      return null;
    }
    const before = this.unstored;
    this.minute = minute;
    this.unstored = 0;
    const note = `signature ${reason}`;
    return before > 0
      ? `${note}; ${before} more refused in the minute of the previous stored refusal, counted only`
      : note;
  }
}
