import { useEffect, useState } from 'react';

/**
 * Whether `on` has stayed true for `ms`: a busy indicator that shows only when the wait is long
 * enough to notice. A timer, not a CSS delay: a delayed transition or animation is ticked by the
 * page on every frame of its delay, and a search box would start one per keystroke. The state
 * changes only when the wait was long, so a quick answer costs no render of its own.
 */
export function useAfterDelay(on: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  useEffect(() => {
    if (!on && late) setLate(false);
  }, [on, late]);
  return on && late;
}
