/** A refusal from the engine (`invalid-input`, `not-found`, `busy`) or a transport failure. */
export class ClientError extends Error {
  override name = 'ClientError';
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** The Electron preload sends `[code] message`: contextBridge keeps only an Error's message. */
const BRIDGED = /^\[([a-z-]+)\] /;

export function errorCode(error: unknown): string | undefined {
  if (error instanceof ClientError) return error.code;
  if (error instanceof Error) {
    const bridged = BRIDGED.exec(error.message);
    if (bridged) return bridged[1];
  }
  // The Electron bridge rethrows the engine's ApiError, whose `code` survives as a property.
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return typeof error.code === 'string' ? error.code : undefined;
  }
  return undefined;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message.replace(BRIDGED, '') : String(error);
}
