import { describe, expect, it, vi } from 'vitest';
import type { ShortcutRegistry } from './apply-global-shortcut.ts';
import { applyGlobalShortcut } from './apply-global-shortcut.ts';

function registry(behaviour: (accelerator: string) => boolean = () => true) {
  const registered = new Set<string>();
  const fake = {
    register: vi.fn((accelerator: string) => {
      const ok = behaviour(accelerator);
      if (ok) registered.add(accelerator);
      return ok;
    }),
    unregister: vi.fn((accelerator: string) => registered.delete(accelerator)),
  };
  return { fake: fake as unknown as ShortcutRegistry, registered, spies: fake };
}

describe('applyGlobalShortcut', () => {
  it('registers the new shortcut and releases the old one', () => {
    const { fake, registered } = registry();
    const onPress = vi.fn();
    expect(applyGlobalShortcut(fake, '', 'CommandOrControl+Shift+Space', onPress)).toEqual({
      active: 'CommandOrControl+Shift+Space',
    });
    expect(applyGlobalShortcut(fake, 'CommandOrControl+Shift+Space', 'Alt+F1', onPress)).toEqual({
      active: 'Alt+F1',
    });
    expect([...registered]).toEqual(['Alt+F1']);
  });

  it('does nothing when the shortcut is unchanged, and clears it for ""', () => {
    const { fake, registered, spies } = registry();
    applyGlobalShortcut(fake, '', 'Alt+F1', vi.fn());
    applyGlobalShortcut(fake, 'Alt+F1', 'Alt+F1', vi.fn());
    expect(spies.register).toHaveBeenCalledTimes(1);
    expect(applyGlobalShortcut(fake, 'Alt+F1', '', vi.fn())).toEqual({ active: '' });
    expect(registered.size).toBe(0);
  });

  it('reports a shortcut that is taken or malformed instead of failing', () => {
    const taken = applyGlobalShortcut(registry(() => false).fake, '', 'Alt+F1', vi.fn());
    expect(taken.active).toBe('');
    expect(taken.problem).toMatch(/in use/);
    const malformed = registry(() => {
      throw new Error('conversion failure');
    });
    const invalid = applyGlobalShortcut(malformed.fake, '', 'Hyper+?', vi.fn());
    expect(invalid.active).toBe('');
    expect(invalid.problem).toMatch(/not valid/);
  });
});
