import type { FastifyReply } from 'fastify';

/**
 * A CSV export as a download named after the list and today's date (UTC), never cached: it holds
 * people's addresses.
 */
export function sendCsv(reply: FastifyReply, name: string, csv: string): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(csv);
}
