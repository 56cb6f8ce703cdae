import { afterAll, beforeAll, expect, test } from "vitest";
import { startSmtpStandIn, startTelegramStandIn, type TelegramStandIn } from "./notification-stand-ins.test-helpers";
import { emailSender, smtpRequiresTls, telegramSender } from "./senders";

// Telegram's answers as the Bot API gives them, against a local stand-in: what is retried, what is left
// to a person, and what never leaves the process (the bot's token).

const token = "555:sender-test-token-abcdefghijklmnop";
const message = { subject: "Новая заявка", text: "Новая заявка № 1", link: "https://genesis-khimki.ru/staff/leads/1" };
let api: TelegramStandIn | undefined;
const stand = () => api as TelegramStandIn;

beforeAll(async () => {
  api = await startTelegramStandIn(token);
});
afterAll(() => api?.close());

test("a group moved to a supergroup is refused with Telegram's words and its new chat id", async () => {
  stand().queue("-42", {
    status: 400,
    body: {
      ok: false,
      error_code: 400,
      description: "Bad Request: group chat was upgraded to a supergroup chat",
      parameters: { migrate_to_chat_id: -1001234567890 },
    },
  });
  expect(await telegramSender({ token, apiUrl: stand().url }).send("-42", message)).toEqual({
    kind: "refused",
    error:
      "Telegram отказал (400): Bad Request: group chat was upgraded to a supergroup chat; новый номер чата — -1001234567890, исправьте получателя",
  });
});

test("a bot the person blocked (403) is refused; a 502 of Telegram's is retried", async () => {
  stand().queue("7", { status: 403, body: { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" } });
  stand().queue("8", { status: 502, body: { ok: false, error_code: 502, description: "Bad Gateway" } });
  const sender = telegramSender({ token, apiUrl: `${stand().url}/` });
  expect(await sender.send("7", message)).toEqual({
    kind: "refused",
    error: "Telegram отказал (403): Forbidden: bot was blocked by the user",
  });
  expect(await sender.send("8", message)).toEqual({ kind: "retry", error: "Telegram ответил 502: Bad Gateway" });
});

test("a link to a local address goes without the button Telegram would refuse; the link stays in the text", async () => {
  const before = stand().sent().length;
  await telegramSender({ token, apiUrl: stand().url }).send("9", { ...message, link: "http://localhost:3000/staff/leads/1" });
  const [call] = stand().sent().slice(before);
  expect(call?.body.reply_markup).toBeUndefined();
  await telegramSender({ token, apiUrl: stand().url }).send("9", message);
  expect(stand().sent().at(-1)?.body.reply_markup).toEqual({ inline_keyboard: [[{ text: "Открыть заявку", url: message.link }]] });
});

test("Telegram out of reach is retried, and the error never carries the bot's token", async () => {
  const outcome = await telegramSender({ token, apiUrl: "http://127.0.0.1:9", timeoutMs: 1_000 }).send("1", message);
  expect(outcome.kind).toBe("retry");
  expect(outcome.kind === "retry" && outcome.error).toMatch(/^Telegram (недоступен|не ответил)/);
  expect(JSON.stringify(outcome)).not.toContain("sender-test-token");
});

test("a letter never goes in clear text to a mail server elsewhere: STARTTLS is required unless the server is this machine's", () => {
  expect(smtpRequiresTls("smtp://site:secret@mail.genesis-khimki.ru:587")).toBe(true);
  // TLS from the first byte; a local relay; the operator's own word in the address.
  expect(smtpRequiresTls("smtps://site:secret@mail.genesis-khimki.ru:465")).toBe(false);
  expect(smtpRequiresTls("smtp://127.0.0.1:2525")).toBe(false);
  expect(smtpRequiresTls("smtp://localhost:25")).toBe(false);
  expect(smtpRequiresTls("smtp://mail.genesis-khimki.ru:587?requireTLS=false")).toBe(false);
});

test("a server that offers no STARTTLS gets no letter when TLS is required, and the outbox is told why in Russian", async () => {
  const smtp = await startSmtpStandIn();
  try {
    const sender = emailSender({ url: smtp.url, from: "site@genesis-khimki.ru", timeoutMs: 2_000, requireTls: true });
    const outcome = await sender.send("sales@genesis-khimki.ru", message);
    sender.close();
    expect(outcome).toEqual({ kind: "retry", error: expect.stringContaining("не принял шифрование (STARTTLS)") });
    expect(smtp.letters).toEqual([]);
  } finally {
    await smtp.close();
  }
});
