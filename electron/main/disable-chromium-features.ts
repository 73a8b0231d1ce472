/** The part of Electron's `app.commandLine` this needs, so the merge is testable without Electron. */
export interface SwitchLine {
  hasSwitch(name: string): boolean;
  getSwitchValue(name: string): string;
  appendSwitch(name: string, value?: string): void;
}

/**
 * Chromium features the app turns off. DeferRendererTasksAfterInput (on by default, policy
 * "all-types") holds every task that arrives after a keydown until the frame showing the
 * keystroke is produced, so a search answer that is ready in a few milliseconds still paints a
 * whole frame later. Measured in Debian's Chromium 156 against `folio serve` (bench/ui-floor-page.ts):
 * a bare fetch-and-print box went from p50 31 / p95 32 ms to 15 / 31 ms with it off, and the
 * search box itself from 31 / 40 to 26 / 35 ms.
 */
export const DISABLED_FEATURES: readonly string[] = ['DeferRendererTasksAfterInput'];

/**
 * Adds `features` to --disable-features, keeping any the user passed: Chromium reads only the last
 * value of a repeated switch, so appending a second one would silently drop theirs.
 */
export function disableChromiumFeatures(
  line: SwitchLine,
  features: readonly string[] = DISABLED_FEATURES,
): void {
  const given = line.hasSwitch('disable-features')
    ? line.getSwitchValue('disable-features').split(',')
    : [];
  const all = [...new Set([...given, ...features].map((f) => f.trim()).filter(Boolean))];
  line.appendSwitch('disable-features', all.join(','));
}
