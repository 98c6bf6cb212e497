import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { answerHoldingLogs, betterAuthLogger } from './auth-log.ts';

function capturingLog() {
  const lines: { level: number; msg: string; status?: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

const warn = 40;
const error = 50;

describe("Better Auth's log lines", () => {
  it('write an error line of a refused request (a status under 500) as a warning', async () => {
    const { log, lines } = capturingLog();
    const logger = betterAuthLogger(log);
    await answerHoldingLogs(log, async () => {
      logger.log('error', 'Invalid origin: https://evil.example');
      return new Response(null, { status: 403 });
    });
    expect(lines).toMatchObject([{ level: warn, msg: 'Invalid origin: https://evil.example', status: 403 }]);
  });

  it('keep an error line at error when the request failed (500), or when the handler threw', async () => {
    const { log, lines } = capturingLog();
    const logger = betterAuthLogger(log);
    await answerHoldingLogs(log, async () => {
      logger.log('error', 'Failed to read session from database');
      return new Response(null, { status: 500 });
    });
    await expect(
      answerHoldingLogs(log, async () => {
        logger.log('error', 'unable to query your database');
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(lines.map((line) => line.level)).toEqual([error, error]);
  });

  it('write lines outside a request, and lines of background work that outlives the answer, as they come', async () => {
    const { log, lines } = capturingLog();
    const logger = betterAuthLogger(log);
    logger.log('error', 'at start-up');
    let background: Promise<void> = Promise.resolve();
    await answerHoldingLogs(log, async () => {
      // Started by the request, so it runs in its context, but logs after the answer.
      background = new Promise((resolve) => setTimeout(() => resolve(logger.log('error', 'Error pruning rate limit rows')), 5));
      return new Response(null, { status: 200 });
    });
    await background;
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [error, 'at start-up'],
      [error, 'Error pruning rate limit rows'],
    ]);
  });
});
