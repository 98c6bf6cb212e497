/** The baseline: a bare Fastify route answering the same advisor JSON from memory. */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [payloadFile, port] = process.argv.slice(2);
const payload = readFileSync(payloadFile as string, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/advisors', (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
