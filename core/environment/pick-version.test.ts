import { describe, expect, it } from 'vitest';
import { pickVersion } from './pick-version.ts';

const documented = ['latest', 'stable', 'v0.15.1', 'v0.14.0', 'v0.14.3', '0.13.2'];

describe('pickVersion', () => {
  it.each([
    ['0.14.0', 'v0.14.0', 'exact'],
    ['0.14', 'v0.14.0', 'exact'],
    ['0.14.2', 'v0.14.0', 'same minor'],
    ['0.14.9', 'v0.14.3', 'same minor'],
    ['0.14.0rc1', 'v0.14.0', 'same minor'],
    ['0.16.0', 'v0.15.1', 'nearest older'],
    ['0.12.0', '0.13.2', 'nearest newer'],
  ])('installed %s → %s (%s)', (installed, version, fit) => {
    expect(pickVersion(installed, documented)).toEqual({ version, fit });
  });

  it('never picks an alias, and has nothing to say of an unnumbered install', () => {
    expect(pickVersion('1.0', ['latest', 'stable'])).toBeUndefined();
    expect(pickVersion('main', documented)).toBeUndefined();
  });
});
