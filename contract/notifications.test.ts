import { expect, test } from "vitest";
import { notificationMessages, notificationRecipientSchema } from "./notifications";

const base = { channel: "email", address: "Sales@Genesis-Khimki.ru", leadTypes: ["order", "test-drive"] };
const firstMessage = (input: unknown) => {
  const parsed = notificationRecipientSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

test("a recipient is read as a form sends it: the address lower-cased, the kinds in the site's order, the boxes as on/absent", () => {
  expect(notificationRecipientSchema.parse({ ...base, includePersonal: "on", enabled: "on" })).toEqual({
    channel: "email",
    address: "sales@genesis-khimki.ru",
    leadTypes: ["test-drive", "order"],
    includePersonal: true,
    escalations: false,
    enabled: true,
  });
  expect(notificationRecipientSchema.parse({ ...base, channel: "telegram", address: " -1001234567890 " }).address).toBe("-1001234567890");
});

test("each mistake has its Russian message, naming what to type", () => {
  expect(firstMessage({ ...base, channel: "sms" })).toBe(notificationMessages.channelRequired);
  expect(firstMessage({ ...base, address: "sales" })).toBe(notificationMessages.emailInvalid);
  expect(firstMessage({ ...base, channel: "telegram", address: "@genesis_sales" })).toBe(notificationMessages.chatInvalid);
  expect(firstMessage({ ...base, leadTypes: [] })).toBe(notificationMessages.leadTypesRequired);
  expect(firstMessage({ ...base, leadTypes: undefined })).toBe(notificationMessages.leadTypesRequired);
  expect(firstMessage({ ...base, leadTypes: ["spam"] })).toBe(notificationMessages.leadTypeUnknown);
  expect(firstMessage({ ...base, address: `${"a".repeat(200)}@genesis-khimki.ru` })).toBe(notificationMessages.emailInvalid);
});
