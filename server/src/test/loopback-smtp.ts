import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server on loopback (RFC 5321 happy path: EHLO, MAIL, RCPT, DATA, QUIT), so
 * the mail sender is tested against a real protocol peer. `failNext` answers the next DATA
 * with a 451 to exercise retries.
 */
export async function startLoopbackSmtp() {
  const received: ReceivedMail[] = [];
  let failNext = 0;
  const server = net.createServer((socket) => {
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 pulso-test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let idx: number;
      while ((idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (failNext > 0) {
              failNext -= 1;
              socket.write('451 try again later\r\n');
            } else {
              received.push(current);
              socket.write('250 OK queued\r\n');
            }
            current = { from: '', to: [], data: '' };
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-pulso-test\r\n250 8BITMIME\r\n');
        else if (cmd === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '');
          socket.write('250 OK\r\n');
        } else if (cmd === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*/i, ''));
          socket.write('250 OK\r\n');
        } else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (cmd === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else if (cmd === 'RSET' || cmd === 'NOOP') socket.write('250 OK\r\n');
        else socket.write('502 Command not implemented\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNextDelivery() {
      failNext += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
