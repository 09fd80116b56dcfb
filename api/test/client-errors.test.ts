// Requests Node's HTTP parser refuses before Fastify sees them still answer the spec's error shape, over a
// real socket (inject never goes through the parser).
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { backends, setupApp } from './helper';

/** Sends `request` as raw bytes and reads the whole answer (the server closes the connection after it). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

// One backend is enough: the parser's answers depend on no database.
describe.each(backends().slice(0, 1))('client errors over HTTP on %s', (backend) => {
  const t = setupApp(backend);
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers headers larger than the server reads with 431 in the error shape, and closes the connection', async () => {
    const answer = await rawRequest(port, `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/i);
    expect(bodyOf(answer)).toEqual({ messages: [{ code: 'headers_too_large', message: 'the request headers are larger than the server accepts (16 KB)' }], errors: {}, error: 'Request Header Fields Too Large', result: null });
  });

  it('answers a request line that is not HTTP with 400 in the error shape', async () => {
    const answer = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOf(answer)).toMatchObject({ messages: [{ code: 'bad_request' }], error: 'Bad Request' });
  });
});
