// What the shared response path costs per request, next to the whole request (ADR 0066): parsing the
// answer with its contract, JSON serialisation, gzip, and one pino log line. In process, on PGlite with
// the demo seed, so the figures are CPU costs without network. Every loop is bounded in count.
// Run: node --import tsx bench/response-costs.bench.ts
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { TransactionPage } from '@threshold/domain/transactions/list-transactions.contract';
import { ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import { createTestContext } from '../apps/server/src/test/harness';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);

function microsPerCall(fn: () => unknown, rounds = ROUNDS) {
  for (let i = 0; i < 20; i++) fn();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) fn();
  return ((performance.now() - started) * 1000) / rounds;
}

async function microsPerRequest(send: () => Promise<unknown>, rounds = ROUNDS) {
  for (let i = 0; i < 20; i++) await send();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await send();
  return ((performance.now() - started) * 1000) / rounds;
}

async function main() {
  const ctx = await createTestContext();
  const cookie = await ctx.signIn('broker@demo.test');
  const discard = pino({ level: 'info' }, new Writable({ write: (_chunk, _encoding, done) => done() }));
  const cases = [
    { label: 'GET /api/transactions?limit=25', path: '/api/transactions?limit=25', contract: TransactionPage },
    { label: 'GET /api/contacts?limit=50', path: '/api/contacts?limit=50', contract: ContactPage },
  ];
  const header = ['request', 'body KB', 'whole request µs', 'response parse µs', 'JSON µs', 'gzip µs', 'log line µs'];
  console.log(`\n${ROUNDS} rounds each, in process on PGlite (demo seed), ${new Date().toISOString()}\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const item of cases) {
    const body = (await ctx.request('GET', item.path, { cookie })).json as unknown;
    const text = JSON.stringify(body);
    const whole = await microsPerRequest(() => ctx.request('GET', item.path, { cookie }));
    const parse = microsPerCall(() => item.contract.parse(body));
    const json = microsPerCall(() => JSON.stringify(body));
    const gzip = microsPerCall(() => gzipSync(text));
    const log = microsPerCall(() => discard.info({ requestId: 'x', method: 'GET', route: item.path, status: 200, ms: 1 }, 'request'));
    const share = (part: number) => `${part.toFixed(0)} (${((part / whole) * 100).toFixed(1)}%)`;
    console.log(
      `| ${item.label} | ${(text.length / 1024).toFixed(1)} | ${whole.toFixed(0)} | ${share(parse)} | ${share(json)} | ${share(gzip)} | ${share(log)} |`,
    );
  }
  await ctx.close();
}

main().catch((error) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
