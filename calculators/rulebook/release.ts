/**
 * The IBM MQ release a paste states ("settings for IBM MQ V9.1", "for WebSphere MQ V8.0"). Where
 * IBM's minimums differ between releases (kernel.sem, tcp_keepalive_time), the rule applies the
 * release's own; with no release stated, it applies the current ones and says so.
 */
export interface Release {
  major: number;
  minor: number;
  /** As printed, e.g. "9.1"; "7.x" when inferred. */
  text: string;
  /** True when no header named it and mqconfig's own printed minimums showed it (semmsl IBM>=500). */
  inferred?: boolean;
}

export function parseRelease(text: string): Release | undefined {
  const m = /^(\d{1,2})\.(\d{1,2})/.exec(text.trim());
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]), text: `${m[1]}.${m[2]}` };
}

/** MQ 7.x (WebSphere MQ 7.0–7.5), whose mqconfig asked for larger semaphore sets and keepalive ≤ 300 s. */
export function isBeforeV8(release: Release | undefined): boolean {
  return release !== undefined && release.major < 8;
}

/** "IBM MQ 9.1 (as mqconfig printed)" or "current IBM MQ releases (8.0 and later; no release was pasted)". */
export function releaseWords(release: Release | undefined): string {
  if (!release) return 'IBM MQ 8.0 and later (no release was pasted, so the current minimums apply)';
  return release.inferred ? `IBM MQ ${release.text}, inferred from the minimums mqconfig printed (no header was pasted)` : `IBM MQ ${release.text}, the release mqconfig named`;
}
