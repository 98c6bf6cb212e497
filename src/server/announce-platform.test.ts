import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { announcePlatform } from './boot.ts';
import { loadConfig } from './config.ts';

function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), text: () => lines.join('') };
}

describe('the start-up announcement', () => {
  it('names the model server and the mail relay without the credentials their URLs carry', () => {
    const config = loadConfig({
      LLM_BASE_URL: 'https://wayfinder:s3cret-pass@llm.example/v1?api_key=k3y-value',
      LLM_API_KEY: 'sk-never-logged',
      SMTP_URL: 'smtps://mailer:smtp-pass@smtp.example:465',
      DATABASE_URL: 'postgres://app:db-pass@db.example/wayfinder',
    });
    const { log, text } = capturedLog();
    announcePlatform({ config, log });
    expect(text()).toContain('at https://llm.example/v1');
    expect(text()).toContain('smtp.example:465');
    for (const secret of ['s3cret-pass', 'k3y-value', 'sk-never-logged', 'smtp-pass', 'db-pass', 'wayfinder:']) expect(text()).not.toContain(secret);
  });
});
