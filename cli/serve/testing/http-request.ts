import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/**
 * One request to 127.0.0.1 with full control of what is sent: the raw path (no normalising of
 * `..` or `%2e`), any Host and Origin. fetch() cannot test a server's guards: it fixes Host itself.
 */
export function httpRequest(
  port: number,
  options: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POST of a JSON body to /api/<method>, as the renderer's client sends it. */
export async function postApi(
  port: number,
  method: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const res = await httpRequest(port, {
    method: 'POST',
    path: `/api/${method}`,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(input),
  });
  return { status: res.status, json: res.text ? (JSON.parse(res.text) as unknown) : undefined };
}

/** Bytes written as-is to a socket (a missing Host, an absolute-form target); the status line back. */
export function rawExchange(port: number, lines: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(lines));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.includes('\r\n')) {
        socket.destroy();
        resolve(data.slice(0, data.indexOf('\r\n')));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(data));
  });
}
