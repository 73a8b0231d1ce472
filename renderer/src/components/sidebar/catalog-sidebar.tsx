import { groupBySection } from '../../lib/group-by-section.ts';
import type { DocsetSummary, SyncState } from '../../../../core/api/folio-api.ts';
import { useNow } from '../../hooks/use-now.ts';
import { groupVersions } from '../../lib/group-versions.ts';
import { DocsetRow } from './docset-row.tsx';

interface Props {
  docsets: DocsetSummary[] | null;
  error: string | null;
  sync: SyncState | null;
  currentUrl: string;
  currentDocset: string | null;
  onSync: (id: string) => void;
  onRemove: (id: string) => void;
}

function sectionId(section: string): string {
  return `section-${section.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function CatalogSidebar({
  docsets,
  error,
  sync,
  currentUrl,
  currentDocset,
  onSync,
  onRemove,
}: Props) {
  const now = useNow();
  // Progress only means something while a run is going; afterwards the summaries speak.
  const progress = new Map(sync?.running ? sync.docsets.map((p) => [p.docset, p]) : []);
  return (
    <nav className="sidebar-catalog" aria-label="Documentation">
      {error && <p className="error small sidebar-note">{error}</p>}
      {docsets === null && !error && (
        <p className="muted small sidebar-note">Loading the catalog…</p>
      )}
      {docsets !== null &&
        groupBySection(docsets).map(([section, list]) => (
          <section key={section} className="catalog-section" aria-labelledby={sectionId(section)}>
            <h2 id={sectionId(section)} className="catalog-heading">
              {section || 'Docsets'}
            </h2>
            <ul className="docset-list">
              {groupVersions(list).map(({ docset, versionOf }) => (
                <DocsetRow
                  key={docset.id}
                  docset={docset}
                  versionOf={versionOf}
                  progress={progress.get(docset.id)}
                  currentUrl={currentUrl}
                  isCurrent={docset.id === currentDocset}
                  now={now}
                  onSync={onSync}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          </section>
        ))}
    </nav>
  );
}
