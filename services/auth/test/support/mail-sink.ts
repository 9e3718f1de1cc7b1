import { createMailSink, type CaughtMessage } from '@irrigo/mail-sink';

/** The project's mail sink (tools/mail-sink), run in process: what the service sends over SMTP lands here. */
export interface TestMailSink {
  smtpUrl: string;
  /** The next message delivered to `to`, waiting up to `timeoutMs`; throws when none arrives. */
  next(to: string, timeoutMs?: number): Promise<CaughtMessage>;
  /** Everything received so far, newest first. */
  all(): CaughtMessage[];
  clear(): void;
  close(): Promise<void>;
}

export async function startTestMailSink(): Promise<TestMailSink> {
  const sink = createMailSink();
  const running = await sink.listen({ smtpPort: 0, httpPort: 0 });
  return {
    smtpUrl: running.smtpUrl,
    async next(to, timeoutMs = 5_000) {
      const message = sink.mailbox.latest(to) ?? (await sink.mailbox.nextArrival(to, { timeoutMs }));
      if (!message) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
      return message;
    },
    all: () => sink.mailbox.list(),
    clear: () => sink.mailbox.clear(),
    close: running.close,
  };
}

/** The reset code in a mail's text: seven groups of four Crockford base32 symbols. */
export function resetCodeIn(message: CaughtMessage): string {
  const code = /\b[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){6}\b/.exec(message.text)?.[0];
  if (!code) throw new Error(`no reset code in: ${message.text}`);
  return code;
}
