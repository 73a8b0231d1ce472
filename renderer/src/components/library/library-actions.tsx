import { useState } from 'react';
import { usePermissions } from '../../api/access-context.tsx';
import { AddDocsetDialog } from './add-docset-dialog.tsx';
import { ImportBundleDialog } from './import-bundle-dialog.tsx';

interface Props {
  /** Called after a docset was added (its sync started) or a bundle imported. */
  onChanged: () => void;
}

/** The two ways into the library besides the catalog: a site by its address, or a bundle. */
export function LibraryActions({ onChanged }: Props) {
  const [open, setOpen] = useState<'add' | 'import' | null>(null);
  const [imported, setImported] = useState(false);
  const { canManage, why } = usePermissions();
  if (!canManage) {
    return (
      <p className="library-actions muted small" role="note">
        {why}
      </p>
    );
  }
  return (
    <div className="library-actions">
      <button type="button" className="button" onClick={() => setOpen('add')}>
        Add documentation
      </button>
      <button type="button" className="button" onClick={() => setOpen('import')}>
        Import a bundle
      </button>
      {open === 'add' && (
        <AddDocsetDialog
          onClose={() => setOpen(null)}
          onAdded={() => {
            setOpen(null);
            onChanged();
          }}
        />
      )}
      {open === 'import' && (
        <ImportBundleDialog
          // The library refreshes when the report is put away, not under it: on a first run the
          // refresh replaces the screen this dialog belongs to, and the report went with it.
          onClose={() => {
            setOpen(null);
            if (imported) onChanged();
            setImported(false);
          }}
          onImported={() => setImported(true)}
        />
      )}
    </div>
  );
}
