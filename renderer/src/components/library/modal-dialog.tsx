import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../common/icons.tsx';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the platform's own `<dialog>`: it traps focus, Esc closes it, and screen
 * readers announce it by its title.
 */
export function ModalDialog({ title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button button-quiet" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      {children}
    </dialog>
  );
}
