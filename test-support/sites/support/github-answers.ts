import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isNotModified } from '../../is-not-modified.ts';

/** One answer of the fake GitHub host: status, type, body and an optional validator. */
export interface Answer {
  status: number;
  type: string;
  body: string | Buffer;
  etag?: string;
  headers?: Record<string, string>;
}

export function json(value: unknown): Answer {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('hex')}"`;
  return { status: 200, type: 'application/json; charset=utf-8', body, etag };
}

export const notFound = (): Answer => ({
  status: 404,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify({ message: 'Not Found', status: '404' }),
});

export const rateLimited = (): Answer => ({
  status: 403,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify({
    message:
      'API rate limit exceeded for 127.0.0.1. Authenticated requests get a higher rate limit.',
    documentation_url:
      'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api',
  }),
});

/** Sends an answer, or 304 when the request's If-None-Match matches; returns the status sent. */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Answer,
  extra: Record<string, string>,
): number {
  const headers: Record<string, string | number> = { ...extra, ...answer.headers };
  if (answer.etag) headers.etag = answer.etag;
  if (answer.status === 200 && answer.etag && isNotModified(req.headers, answer.etag, '')) {
    res.writeHead(304, headers).end();
    return 304;
  }
  const body = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body);
  headers['content-type'] = answer.type;
  headers['content-length'] = body.length;
  res.writeHead(answer.status, headers).end(req.method === 'HEAD' ? undefined : body);
  return answer.status;
}
