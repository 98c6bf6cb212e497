import { describe, expect, it } from 'vitest';
import { createActiveReplies } from './active-replies.ts';

describe('createActiveReplies', () => {
  it('aborts every reply on close and waits until each has ended', async () => {
    const replies = createActiveReplies();
    const first = replies.begin();
    const second = replies.begin();
    let closed = false;
    const closing = replies.close().then(() => (closed = true));
    expect(first.signal.aborted && second.signal.aborted).toBe(true);
    first.end();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(false);
    second.end();
    await closing;
    expect(closed).toBe(true);
  });

  it('gives up waiting after the timeout, and refuses new replies once closing', async () => {
    const replies = createActiveReplies();
    replies.begin();
    const started = Date.now();
    await replies.close({ timeoutMs: 30 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(() => replies.begin()).toThrow(expect.objectContaining({ code: 'unavailable:restarting' }));
  });
});
