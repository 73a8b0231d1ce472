import type { DocsetSummary } from '../../../../core/api/folio-api.ts';

interface Props {
  docsets: readonly DocsetSummary[];
  value: string | null;
  onChange: (id: string | null) => void;
}

/** The same scope as a `docset:` prefix, for those who would rather pick than type. */
export function ScopeFilter({ docsets, value, onChange }: Props) {
  const sections = [...new Set(docsets.map((d) => d.section))];
  return (
    <select
      className="scope-filter"
      aria-label="Search in"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">All docsets</option>
      {sections.map((section) => (
        <optgroup key={section} label={section || 'Docsets'}>
          {docsets
            .filter((d) => d.section === section)
            .map((d) => (
              <option key={d.id} value={d.id} disabled={d.pages === 0}>
                {d.name}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}
