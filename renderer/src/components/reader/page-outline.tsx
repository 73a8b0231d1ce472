import type { PageView } from '../../../../core/api/folio-api.ts';
import { BreakableName } from '../common/breakable-name.tsx';

interface Props {
  outline: PageView['outline'];
  active: string | null;
  onJump: (anchor: string) => void;
}

/** The page's own headings, beside it, with the one being read marked. */
export function PageOutline({ outline, active, onJump }: Props) {
  if (outline.length < 2) return null;
  const top = Math.min(...outline.map((entry) => entry.level));
  return (
    <nav className="outline" aria-label="On this page">
      <h2 className="outline-title">On this page</h2>
      <ul>
        {outline.map((entry) => (
          <li key={entry.anchor} className={`outline-depth-${Math.min(entry.level - top, 3)}`}>
            <a
              href={`#${entry.anchor}`}
              className={entry.anchor === active ? 'is-active' : undefined}
              aria-current={entry.anchor === active ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onJump(entry.anchor);
              }}
            >
              <BreakableName text={entry.heading} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
