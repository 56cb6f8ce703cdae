import { expect, test } from "vitest";
import { withoutSecrets } from "./safe-address";

test("an error text keeps where it went and loses the lead, the token and the password", () => {
  expect(
    withoutSecrets(
      "Request cannot be constructed from a URL that includes credentials: http://crmuser:S3cretPass@crm.example.ru:8080/crm/send-pdf-to-crm/?name=Иван+Петров&phone=%2B79114041112",
    ),
  ).toBe("Request cannot be constructed from a URL that includes credentials: http://crm.example.ru:8080/crm/send-pdf-to-crm/");
  expect(withoutSecrets("нет ответа от https://feeds.example.ru/offers?dealer_code=X&token=abc123, повторим")).toBe(
    "нет ответа от https://feeds.example.ru/offers, повторим",
  );
  expect(withoutSecrets("ECONNREFUSED")).toBe("ECONNREFUSED");
});

test("a secret a path or a text holds (a Bitrix24 webhook's key, a token an answer quotes) is cut to ***", () => {
  expect(withoutSecrets("fetch https://portal.bitrix24.ru/rest/1/k3yk3y/crm.lead.add.json?fields=1 failed", ["k3yk3y"])).toBe(
    "fetch https://portal.bitrix24.ru/rest/1/***/crm.lead.add.json failed",
  );
  expect(withoutSecrets("Bearer tok-123 refused", ["tok-123", ""])).toBe("Bearer *** refused");
});
