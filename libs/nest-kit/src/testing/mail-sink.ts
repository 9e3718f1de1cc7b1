import { createMailSink, type CaughtMessage } from '@irrigo/mail-sink';

export type { CaughtMessage };

/** The project's mail sink (tools/mail-sink), run in process: what the service under test sends over SMTP lands here. */
export interface TestMailSink {
  smtpUrl: string;
  /** The next message delivered to `to`, waiting up to `timeoutMs`; throws when none arrives. */
  next(to: string, timeoutMs?: number): Promise<CaughtMessage>;
  /** Everything received so far, newest first. */
  all(): CaughtMessage[];
  clear(): void;
  /** The relay goes down: connections to smtpUrl are refused until `up()`. The mailbox keeps what it has. */
  down(): Promise<void>;
  /** The relay answers again, at the same smtpUrl. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestMailSink(): Promise<TestMailSink> {
  const sink = createMailSink();
  let running: Awaited<ReturnType<typeof sink.listen>> | null = await sink.listen({ smtpPort: 0, httpPort: 0 });
  const smtpPort = running.smtpPort;
  const stop = async () => {
    const stopping = running;
    running = null;
    await stopping?.close();
  };
  return {
    smtpUrl: running.smtpUrl,
    async next(to, timeoutMs = 5_000) {
      const message = sink.mailbox.latest(to) ?? (await sink.mailbox.nextArrival(to, { timeoutMs }));
      if (!message) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
      return message;
    },
    all: () => sink.mailbox.list(),
    clear: () => sink.mailbox.clear(),
    down: stop,
    async up() {
      running ??= await sink.listen({ smtpPort, httpPort: 0 });
    },
    close: stop,
  };
}
