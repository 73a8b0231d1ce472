import type { GlobalShortcut } from 'electron';

export type ShortcutRegistry = Pick<GlobalShortcut, 'register' | 'unregister'>;

/**
 * Swaps the system-wide shortcut (settings.globalShortcut) for a new one. An accelerator that is
 * malformed or taken by another app is reported, not fatal: the app works without it.
 *
 * @returns the accelerator now registered ('' for none) and, when `next` could not be used, why.
 */
export function applyGlobalShortcut(
  registry: ShortcutRegistry,
  current: string,
  next: string,
  onPress: () => void,
): { active: string; problem?: string } {
  if (next === current) return { active: current };
  if (current !== '') registry.unregister(current);
  if (next === '') return { active: '' };
  try {
    if (registry.register(next, onPress)) return { active: next };
    return { active: '', problem: `the shortcut ${next} is in use by another application` };
  } catch (error) {
    return {
      active: '',
      problem: `the shortcut ${next} is not valid: ${(error as Error).message}`,
    };
  }
}
