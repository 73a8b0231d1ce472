import { describe, expect, it } from 'vitest';
import type { SwitchLine } from './disable-chromium-features.ts';
import { DISABLED_FEATURES, disableChromiumFeatures } from './disable-chromium-features.ts';

/** Chromium's behaviour: a repeated switch keeps its last value. */
function commandLine(
  initial: Record<string, string> = {},
): SwitchLine & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    hasSwitch: (name) => values.has(name),
    getSwitchValue: (name) => values.get(name) ?? '',
    appendSwitch: (name, value = '') => void values.set(name, value),
  };
}

describe('disableChromiumFeatures', () => {
  it('turns off the deferral of tasks after input', () => {
    const line = commandLine();
    disableChromiumFeatures(line);
    expect(line.values.get('disable-features')).toBe('DeferRendererTasksAfterInput');
    expect(DISABLED_FEATURES).toContain('DeferRendererTasksAfterInput');
  });

  it('keeps the features the user disabled, once each', () => {
    const line = commandLine({ 'disable-features': 'Foo, Bar,DeferRendererTasksAfterInput,' });
    disableChromiumFeatures(line);
    expect(line.values.get('disable-features')).toBe('Foo,Bar,DeferRendererTasksAfterInput');
  });
});
