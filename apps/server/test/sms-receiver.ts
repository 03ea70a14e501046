import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  phone: string;
  code: string;
  stype: string;
  text: string;
  authorization: string | undefined;
}

/** A stand-in SMS gateway: records what the webhook provider POSTs, or fails on demand. */
export async function startSmsReceiver() {
  const received: ReceivedSms[] = [];
  let failWith: number | null = null;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    req.on('end', () => {
      if (failWith !== null) {
        res.writeHead(failWith).end();
        return;
      }
      received.push({
        ...(JSON.parse(raw) as Omit<ReceivedSms, 'authorization'>),
        authorization: req.headers.authorization,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    lastCodeFor(phone: string): string {
      const hit = [...received].reverse().find((m) => m.phone === phone);
      if (!hit) throw new Error(`no SMS to ${phone}`);
      return hit.code;
    },
    fail(status: number | null) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
