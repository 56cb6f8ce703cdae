import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A letter the local mail server took: envelope, decoded subject and body, and when its DATA ended. */
export type ReceivedLetter = { from: string; to: string[]; subject: string; text: string; at: number; user: string | null };

/**
 * A real SMTP server on a local port (smtp-server), speaking the protocol nodemailer speaks to the
 * dealer's: EHLO, AUTH PLAIN/LOGIN, MAIL FROM, RCPT TO, DATA. `down()` closes the port, `up()` listens
 * on the same port again, so a sender configured once sees the server go and come back.
 */
export type SmtpStandIn = {
  url: string;
  letters: ReceivedLetter[];
  /** RCPT TO of these addresses is refused with 550, as a server refuses a mailbox it does not know. */
  unknownMailboxes: Set<string>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const letters: ReceivedLetter[] = [];
  const unknownMailboxes = new Set<string>();
  const make = () =>
    new SMTPServer({
      // The tests' server has no certificate: nodemailer must not try STARTTLS on it.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "site" && auth.password === "secret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onRcptTo(address, _session, callback) {
        if (unknownMailboxes.has(address.address)) {
          const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          letters.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: decodeHeader(headerOf(raw, "subject")),
            text: decodeBody(raw),
            at: performance.now(),
            user: typeof session.user === "string" ? session.user : null,
          });
          callback();
        });
      },
    });
  let server = make();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();
  return {
    url: `smtp://site:secret@127.0.0.1:${port}`,
    letters,
    unknownMailboxes,
    down: close,
    up: async () => {
      server = make();
      await listen();
    },
    close,
  };
}

function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((one) => one.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes a Russian subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replace(/_/g, " ")),
    );
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const encoding = headerOf(raw, "content-transfer-encoding").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return quotedPrintable(body).replace(/\r\n/g, "\n");
  return body.replace(/\r\n/g, "\n");
}

/** What the stand-in answers a call: Telegram's own JSON, with the HTTP status Telegram uses. */
export type TelegramAnswer = { status: number; body: Record<string, unknown> };

/** A call the stand-in got: the path (with the token), the JSON body, and when. */
export type TelegramCall = { path: string; body: Record<string, unknown>; at: number };

/**
 * A local Bot API: POST /bot{token}/sendMessage answers `{"ok":true,"result":…}` unless a queued answer
 * for the chat says otherwise (Telegram's real error answers: 429 with retry_after, 400 chat not found).
 */
export type TelegramStandIn = {
  url: string;
  calls: TelegramCall[];
  /** Answers to give to a chat's next calls, in order; then «ok». */
  queue(chatId: string, ...answers: TelegramAnswer[]): void;
  /** Every later call of a chat gets this answer. */
  always(chatId: string, answer: TelegramAnswer): void;
  sent(): TelegramCall[];
  close(): Promise<void>;
};

export const telegramTooManyRequests = (retryAfter: number): TelegramAnswer => ({
  status: 429,
  body: {
    ok: false,
    error_code: 429,
    description: `Too Many Requests: retry after ${retryAfter}`,
    parameters: { retry_after: retryAfter },
  },
});

export const telegramChatNotFound: TelegramAnswer = {
  status: 400,
  body: { ok: false, error_code: 400, description: "Bad Request: chat not found" },
};

export async function startTelegramStandIn(token: string): Promise<TelegramStandIn> {
  const calls: TelegramCall[] = [];
  const queued = new Map<string, TelegramAnswer[]>();
  const fixed = new Map<string, TelegramAnswer>();
  const okCalls: TelegramCall[] = [];
  let messageId = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      const call = { path: req.url ?? "", body, at: performance.now() };
      calls.push(call);
      const reply = (answer: TelegramAnswer) =>
        res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
      if (req.method !== "POST" || req.url !== `/bot${token}/sendMessage`) {
        reply({ status: 404, body: { ok: false, error_code: 404, description: "Not Found" } });
        return;
      }
      const chat = String(body.chat_id);
      const next = queued.get(chat)?.shift() ?? fixed.get(chat);
      if (next) {
        reply(next);
        return;
      }
      okCalls.push(call);
      reply({ status: 200, body: { ok: true, result: { message_id: ++messageId, chat: { id: Number(chat) }, text: body.text } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    queue: (chatId, ...answers) => queued.set(chatId, [...(queued.get(chatId) ?? []), ...answers]),
    always: (chatId, answer) => fixed.set(chatId, answer),
    sent: () => okCalls,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
