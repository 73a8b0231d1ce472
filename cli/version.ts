/** Folio's version, as `folio --version` and the MCP server's initialize answer report it. */
export const FOLIO_VERSION = '0.1.0';
