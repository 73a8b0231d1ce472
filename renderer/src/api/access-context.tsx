import { createContext, use, useEffect, useState } from 'react';
import type { Access } from '../../../core/api/folio-api.ts';
import type { FolioClient } from './client.ts';

export const AccessContext = createContext<Access | null>(null);

export interface Permissions {
  /** Sync, add, remove and import: the controls to show as usable. */
  canManage: boolean;
  /** Why not, in a sentence for the place the controls would be; null when they work. */
  why: string | null;
  /** A short label for the header ("Read-only", "Reader link"); null when nothing is off. */
  badge: string | null;
}

/**
 * What this Folio lets the person at this window do. Until the answer arrives the controls stay
 * as they were (an app talking to its own engine manages it); a refusal still explains itself.
 */
export function usePermissions(): Permissions {
  const access = use(AccessContext);
  if (access?.readOnly) {
    return {
      canManage: false,
      why: 'This cache is read-only: it can be read and searched here, but syncing, adding, removing and importing are off.',
      badge: 'Read-only',
    };
  }
  if (access?.role === 'reader') {
    return {
      canManage: false,
      why: 'You are on a reader link: syncing, adding, removing and importing are for whoever runs this Folio.',
      badge: 'Reader link',
    };
  }
  return { canManage: true, why: null, badge: null };
}

/** Asks once; a Folio too old to answer is treated as the manager's own. */
export function useAccessState(client: FolioClient): Access | null {
  const [access, setAccess] = useState<Access | null>(null);
  useEffect(() => {
    let live = true;
    client
      .getAccess({})
      .then((answer) => live && setAccess(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);
  return access;
}
