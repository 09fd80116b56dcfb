import type { Socket } from 'node:net';
import { errorBody } from './error-response';

/** Node's HTTP parser codes, by the status the request is refused with. */
const STATUS_OF_PARSER_ERROR: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'the request headers are larger than the server accepts (16 KB)' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'the request did not arrive in time' },
};

/**
 * A request Node's HTTP parser refuses never reaches Fastify's error handler: headers too large (431), a
 * malformed request line (400), a request that arrived too slowly (408). This answers them in the spec's
 * error shape too, then closes the connection (what follows on it cannot be trusted). Pass it as Fastify's
 * `clientErrorHandler`.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // The client went away, or the socket is already answered: nothing to write to.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = STATUS_OF_PARSER_ERROR[error.code ?? ''] ?? { status: 400, code: 'bad_request', message: 'the request could not be read as HTTP' };
  const answer = errorBody(known.status, known.code, known.message);
  const body = JSON.stringify(answer);
  socket.end(`HTTP/1.1 ${known.status} ${answer.error}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
