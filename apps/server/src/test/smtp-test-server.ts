import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A minimal SMTP server for tests (not a test file): it accepts every message while `failing` is
 * false and refuses each recipient with a temporary error (451) while it is true.
 */
export async function startSmtpTestServer() {
  const received: { to: string; data: string }[] = [];
  const state = { failing: false };
  const server = createServer((socket: Socket) => {
    let to = '';
    let data: string | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test SMTP');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== null) {
          if (line !== '.') data += `${line}\n`;
          else {
            received.push({ to, data });
            data = null;
            reply('250 queued');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test');
        else if (verb === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply(state.failing ? '451 try again later' : '250 ok');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
