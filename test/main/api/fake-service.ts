import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// A scripted stand-in for the service, for answers the sandbox never gives (other shapes the
// description allows, odd error bodies). Each test sets the handler.

export type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

export interface FakeService {
  baseUrl: string;
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startFakeService(): Promise<FakeService> {
  let handler: Handler = (_request, _body, response) => response.writeHead(500).end();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => handler(request, body, response));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/api-root`,
    handle: (next) => (handler = next),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export function json(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
}
