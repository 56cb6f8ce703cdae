import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { leadMessages } from "@contract/leads";
import { renderFormPage } from "~/features/layout/render-in-app.test-helpers";
import type { LeadResult } from "~/features/leads/lead-result";
import { ServiceForm } from "./service-form";

type Answer = { result: LeadResult; status: number };

/** Renders the callback form on its page; the page's action answers with what `answer` resolves to. */
function renderForm(answer: (form: FormData) => Promise<Answer>) {
  return renderFormPage("/service-form.html", <ServiceForm service="to" />, answer);
}

const form = () => screen.getByRole("form", { name: "Заявка на обратный звонок сервиса" });
const submit = () => within(form()).getByRole("button", { name: "Заказать звонок" });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Имя"), "Анна");
  await user.type(screen.getByLabelText("Телефон"), "9114041112");
  await user.click(screen.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ }));
}

test("an empty form is not sent: each field says what is wrong, and focus goes to the first", async () => {
  const user = userEvent.setup();
  const action = renderForm(async () => ({ result: { ok: true, kind: "service", id: "x", number: "x" }, status: 200 }));
  await user.click(submit());
  const name = screen.getByLabelText("Имя");
  // The schema is loaded when the form is first touched; the check waits for it.
  await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
  expect(screen.getByText(leadMessages.nameRequired).id).toBe(name.getAttribute("aria-describedby"));
  expect(screen.getByText(leadMessages.phoneRequired)).toBeVisible();
  expect(screen.getByText(leadMessages.agreeRequired)).toBeVisible();
  expect(name).toHaveFocus();
  // The service came from the link, so it is not wrong; the optional fields never are.
  expect(screen.getByLabelText("Вид работ")).not.toHaveAttribute("aria-invalid");
  expect(action).not.toHaveBeenCalled();
});

test("the call times offered are the service's day, 8:00–22:00, not the showroom's", async () => {
  renderForm(async () => ({ result: { ok: true, kind: "service", id: "x", number: "x" }, status: 200 }));
  const choices = within(await screen.findByLabelText(/Когда удобно принять звонок/))
    .getAllByRole("option")
    .map((o) => o.textContent);
  expect(choices).toEqual(["В любое время", "Утром, 8:00–12:00", "Днём, 12:00–17:00", "Вечером, 17:00–22:00"]);
  expect(screen.getByText(/Сервис работает ежедневно с 8:00 до 22:00/)).toBeVisible();
});

test("while sending the button says so and is disabled; then the request number shows", async () => {
  const user = userEvent.setup();
  let release: (answer: Answer) => void = () => undefined;
  const action = renderForm(() => new Promise<Answer>((resolve) => (release = resolve)));
  await fillValid(user);
  await user.click(submit());
  const pending = await within(form()).findByRole("button", { name: "Отправляем…" });
  expect(pending).toBeDisabled();
  const sent = action.mock.calls[0]?.[0].request as Request | undefined;
  expect(sent?.method).toBe("POST");

  release({ result: { ok: true, kind: "service", id: "3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f", number: "3f2b8c1e" }, status: 200 });
  const status = await screen.findByRole("status");
  expect(status.textContent).toContain("Номер заявки: 3f2b8c1e");
  expect(status.textContent).toContain("ежедневно с 8:00 до 22:00");
  await waitFor(() => expect(document.activeElement).toBe(status));
});

test("the dealer's field messages show under the fields and the typed values stay", async () => {
  const user = userEvent.setup();
  renderForm(async (sent) => ({
    result: {
      ok: false,
      message: "Проверьте поля, отмеченные ниже",
      fields: { phone: "Номер не обслуживается" },
      values: Object.fromEntries([...sent].map(([k, v]) => [k, String(v)])),
    },
    status: 400,
  }));
  await fillValid(user);
  await user.click(submit());
  const phone = screen.getByLabelText("Телефон");
  await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
  expect(screen.getByText("Номер не обслуживается")).toBeVisible();
  expect(phone).toHaveFocus();
  expect((screen.getByLabelText("Имя") as HTMLInputElement).value).toBe("Анна");
});

test("a failed request shows 'Ошибка: \"…\"' with the service phone, and nothing typed is lost", async () => {
  const user = userEvent.setup();
  renderForm(async () => ({ result: { ok: false, message: 'Ошибка: "Сервис заявок сейчас недоступен"' }, status: 502 }));
  await fillValid(user);
  await user.click(submit());
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain('Ошибка: "Сервис заявок сейчас недоступен"');
  expect(within(alert).getByRole("link").getAttribute("href")).toMatch(/^tel:/);
  expect(alert).toHaveFocus();
  expect((screen.getByLabelText("Имя") as HTMLInputElement).value).toBe("Анна");
  expect((screen.getByLabelText("Телефон") as HTMLInputElement).value).toBe("+7 (911) 404-11-12");
  expect(screen.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ })).toBeChecked();
});

test("the VIN or plate field keeps letters and digits only, at most a VIN's 17 (the alphanumeric mask)", async () => {
  const user = userEvent.setup();
  renderForm(async () => ({ result: { ok: true, kind: "service", id: "x", number: "x" }, status: 200 }));
  const field = screen.getByLabelText(/VIN или госномер/);
  await user.type(field, "А 123-ВС 777");
  await waitFor(() => expect(field).toHaveValue("А123ВС777"));
  await user.clear(field);
  await user.type(field, "KMHGN41EBHU100001XYZ");
  await waitFor(() => expect(field).toHaveValue("KMHGN41EBHU100001"));
});
