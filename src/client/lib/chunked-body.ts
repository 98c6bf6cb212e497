/**
 * For the stream readers' tests: a response body delivering `text` in chunks of `size` bytes, as
 * a network would cut it (mid-line, mid-event, mid-character).
 */
export function chunkedBody(text: string, size: number): NonNullable<Response['body']> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}
