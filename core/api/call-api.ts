import type { z } from 'zod';
import { ApiError, apiInputs } from './folio-api.ts';
import type { FolioApi } from './folio-api.ts';

/**
 * The one entry every bridge (IPC, HTTP) calls with what a client sent: the method name and its
 * input are untrusted, so the method must be one the contract declares and the input must pass
 * its schema before any engine code runs. Bridges check who is calling; this checks what.
 */
export async function callApi(api: FolioApi, method: string, input: unknown): Promise<unknown> {
  // Own keys only: `constructor` or `__proto__` must not reach the prototype.
  if (!Object.hasOwn(apiInputs, method)) {
    throw new ApiError('invalid-input', `unknown method: ${method.slice(0, 100)}`);
  }
  const name = method as keyof typeof apiInputs;
  // A method without arguments may be called with nothing at all.
  const parsed = apiInputs[name].safeParse(input === undefined ? {} : input);
  if (!parsed.success) throw new ApiError('invalid-input', describeIssue(parsed.error.issues[0]));
  const handler = api[name] as (input: unknown) => Promise<unknown>;
  return handler(parsed.data);
}

/** Names the field at fault, so the message tells a client what to fix. */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'invalid input';
  if (issue.code === 'unrecognized_keys') {
    const at = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return `${at}unknown field ${issue.keys.join(', ')}`;
  }
  const field = issue.path.length > 0 ? issue.path.join('.') : 'input';
  return `${field}: ${issue.message}`;
}

export interface ErrorResponse {
  status: 400 | 403 | 404 | 409 | 500;
  body: { error: { code: ApiError['code'] | 'internal'; message: string } };
}

const statusOf = { 'invalid-input': 400, forbidden: 403, 'not-found': 404, busy: 409 } as const;

/**
 * What a transport answers for a failed call. Only ApiError messages are meant for clients;
 * anything else is a bug or an I/O failure whose message and stack may name files and internals,
 * so the client gets a generic message and the caller logs the real error.
 */
export function errorToResponse(error: unknown): ErrorResponse {
  if (error instanceof ApiError) {
    return {
      status: statusOf[error.code],
      body: { error: { code: error.code, message: error.message } },
    };
  }
  return { status: 500, body: { error: { code: 'internal', message: 'internal error' } } };
}
