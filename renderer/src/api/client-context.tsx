import { createContext, use } from 'react';
import type { FolioClient } from './client.ts';

export const ClientContext = createContext<FolioClient | null>(null);

/** The one client; which transport it uses is not the component's business. */
export function useClient(): FolioClient {
  const client = use(ClientContext);
  if (client === null) throw new Error('useClient outside <ClientContext>');
  return client;
}
