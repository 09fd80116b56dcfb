import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions } from './logger';

const PAN = '4242424242424242';
const SPACED = '4000 0000 0000 3220';

describe('logger options', () => {
  it('never writes a card number or CSC: messages, logged objects, request URLs and errors are redacted', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('trace'), stream } });
    app.post('/cards', async (request) => {
      request.log.info({ body: request.body, note: `typed ${SPACED}` }, `adding card ${PAN}`);
      throw new Error(`gateway refused ${PAN}`);
    });
    await app.ready();
    const response = await app.inject({ method: 'POST', url: `/cards?number=${PAN}`, payload: { card_number: PAN, csc: '123', cardNumber: SPACED } });
    expect(response.statusCode).toBe(500);
    app.log.warn(`startup note ${SPACED}`);
    await app.close();

    const output = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    expect(output).not.toContain(PAN);
    expect(output).not.toContain(SPACED);
    expect(output).not.toMatch(/"csc":"123"/);
    expect(output).toContain('************4242');
    expect(output).toContain('**** **** **** 3220');
    expect(output).toContain('[redacted]');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ req: expect.objectContaining({ method: 'POST', url: '/cards?number=************4242' }) }));
    expect(logged.some((line) => (line.err as { message?: string } | undefined)?.message === 'gateway refused ************4242')).toBe(true);
  });
});
