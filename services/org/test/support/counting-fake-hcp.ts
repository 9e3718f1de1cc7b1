import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeHcp, type FakeHcpOptions } from '@irrigo/fake-hcp';

export type FakeHcp = ReturnType<typeof createFakeHcp>;

export interface RunningCountingFake {
  fake: FakeHcp;
  url: string;
  /** Paths with query (`/employees?page=1&…`) of every request the fake received, in order. */
  requests: string[];
  /** When set and it answers true for a request's URL, that request fails with HCP's 500 instead. */
  failWhen: ((url: string) => boolean) | undefined;
  close(): Promise<void>;
}

/**
 * The fake Housecall Pro behind a server of our own that records each request, so tests can see what the
 * adapter sent (paging, array parameters, retries) and not only what it got back.
 */
export async function startCountingFake(options: FakeHcpOptions = {}): Promise<RunningCountingFake> {
  const fake = createFakeHcp(options);
  const requests: string[] = [];
  const running: Omit<RunningCountingFake, 'url' | 'close'> = { fake, requests, failWhen: undefined };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = decodeURIComponent(request.url ?? '');
    requests.push(url);
    if (running.failWhen?.(url)) {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Internal Server Error' }));
      return;
    }
    fake.app(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(running, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
