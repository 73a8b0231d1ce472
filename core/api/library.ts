import type { ApiInput, ApiOutputs } from './folio-api.ts';

/** What the app's Add, Remove and Import actions do to the library, behind the API. */
export interface Library {
  /** The user's own catalog, where added docsets go. */
  readonly userCatalog: string | undefined;
  probeSite(input: ApiInput<'probeSite'>): Promise<ApiOutputs['probeSite']>;
  addDocset(input: ApiInput<'addDocset'>): Promise<ApiOutputs['addDocset']>;
  removeDocset(input: ApiInput<'removeDocset'>): Promise<ApiOutputs['removeDocset']>;
  importBundle(input: ApiInput<'importBundle'>): Promise<ApiOutputs['importBundle']>;
}
