import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** The start of the body, for the report. */
  text: string;
  requestId: string | undefined;
  /** False when the answer had not ended when the time ran out (a stream that hangs). */
  ended: boolean;
}

/** The message's end as its head describes it: a length, chunked, or none (HEAD, 204, 304). */
interface Framing {
  length?: number;
  chunked: boolean;
}

function framingOf(head: string, method: string, status: number): Framing {
  if (method === 'HEAD' || status === 204 || status === 304 || status < 200) return { length: 0, chunked: false };
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) return { chunked: true };
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  return length === undefined ? { chunked: false } : { length: Number(length), chunked: false };
}

/**
 * Sends one request written byte for byte on a socket of its own (Node's own client would refuse
 * some of these requests, and cannot read a HEAD answer that carries a body, which Node's parser
 * sends for an over-long request line before any route sees it), and reads the answer to its end:
 * by its length, its last chunk, or the close. The server may answer and close before reading the
 * whole body (a 413, a 403 from onRequest): the write then fails, but the answer is there.
 */
export function sendRaw(url: string, method: string, path: string, headers: Record<string, string>, body: Buffer | undefined, timeoutMs: number): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const lines = [`${method} ${path} HTTP/1.1`, ...('host' in headers ? [] : [`host: ${hostname}:${port}`])];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${body.length}`);
  lines.push('connection: close', '', '');
  const bytes = Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body ?? Buffer.alloc(0)]);

  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    let answer: { status: number; requestId: string | undefined; framing: Framing } | undefined;
    let bodyStart = Buffer.alloc(0);
    let bodyLength = 0;
    let tail = '';
    let settled = false;
    // write, not end: Node's server takes a half-closed socket for a client gone and drops the request.
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    const settle = (ended: boolean, error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (!answer) return reject(error ?? new Error(`no HTTP answer: ${JSON.stringify(buffered.subarray(0, 200).toString('latin1'))}`));
      resolve({ status: answer.status, requestId: answer.requestId, text: bodyStart.toString('utf8'), ended });
    };
    const readBody = (chunk: Buffer) => {
      if (bodyStart.length < 2_000) bodyStart = Buffer.concat([bodyStart, chunk]).subarray(0, 2_000);
      bodyLength += chunk.length;
      tail = (tail + chunk.toString('latin1')).slice(-7);
      const framing = answer?.framing;
      if ((framing?.length !== undefined && bodyLength >= framing.length) || (framing?.chunked && tail.endsWith('\r\n0\r\n\r\n'))) settle(true);
    };
    socket.on('data', (chunk: Buffer) => {
      if (answer) return readBody(chunk);
      buffered = Buffer.concat([buffered, chunk]);
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const head = buffered.subarray(0, headEnd).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) return settle(false, new Error(`not an HTTP answer: ${JSON.stringify(head.slice(0, 200))}`));
      answer = { status, requestId: /\r\nx-request-id: ([^\r]*)/i.exec(head)?.[1], framing: framingOf(head, method, status) };
      readBody(buffered.subarray(headEnd + 4));
    });
    // A deadline, not an idle timeout: a stream that never ends may still send heartbeats.
    const deadline = setTimeout(() => settle(false, new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    socket.on('close', () => clearTimeout(deadline));
    // A reset after the answer began ends it (the server closed early, as after a 413); only the
    // time running out marks an answer that never ended.
    socket.on('error', (error) => settle(true, error));
    socket.on('close', () => settle(true));
  });
}
