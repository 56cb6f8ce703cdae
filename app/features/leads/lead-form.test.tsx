import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import type { z } from "zod";
import { leadMessages } from "@contract/leads-fields";
import { renderFormPage } from "~/features/layout/render-in-app.test-helpers";
import { LeadForm, type LeadSchemaLoader } from "./lead-form";
import { ContactFields, fixedFieldsStale } from "./lead-form-parts";
import type { LeadResult } from "./lead-result";

/** Renders a callback form whose schema comes from `loadSchema`; the page's action answers with `answer`. */
function renderForm(
  loadSchema: LeadSchemaLoader,
  answer: (form: FormData) => { result: LeadResult; status: number },
  fields = <ContactFields />,
) {
  const page = (
    <LeadForm
      action="/zayavka.html"
      schema={loadSchema}
      place="проверка"
      label="Заявка на звонок"
      submitLabel="Отправить"
      renderSuccess={() => <p>Перезвоним в течение часа.</p>}
    >
      {fields}
    </LeadForm>
  );
  return renderFormPage("/zayavka.html", page, answer);
}

/** A loader of the service request's schema that resolves only when the test lets it. */
function heldSchemaLoader() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn<LeadSchemaLoader>(async () => {
    const [contract] = await Promise.all([import("@contract/leads"), released]);
    return contract.serviceRequestSchema.omit({ service: true }) as z.ZodType;
  });
  return { load, release };
}

const form = () => screen.getByRole("form", { name: "Заявка на звонок" });
const submit = () => within(form()).getByRole("button", { name: /Отправить|Отправляем…/ });
const accepted = {
  result: { ok: true, kind: "test-drive", id: "3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f", number: "3f2b8c1e" },
  status: 200,
} as const;

test("the schema is loaded once the visitor starts filling the form; a wrong phone and no consent show their messages and nothing is sent", async () => {
  const user = userEvent.setup();
  const { load, release } = heldSchemaLoader();
  const action = renderForm(load, () => accepted);
  // Showing the form loads nothing.
  expect(load).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText("Имя"), "Анна");
  expect(load).toHaveBeenCalledTimes(1);
  await user.type(screen.getByLabelText("Телефон"), "91140");
  await user.click(submit());
  // Sent before the schema arrived: the form waits for it, and says so.
  expect(within(form()).getByRole("button", { name: "Отправляем…" })).toBeVisible();
  release();

  const phone = screen.getByLabelText("Телефон");
  await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
  expect(screen.getByText(leadMessages.phoneInvalid).id).toBe(phone.getAttribute("aria-describedby")?.split(" ")[0]);
  expect(screen.getByText(leadMessages.agreeRequired)).toBeVisible();
  expect(screen.getByLabelText("Имя")).not.toHaveAttribute("aria-invalid");
  expect(phone).toHaveFocus();
  expect(within(form()).getByRole("button", { name: "Отправить" })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(1);
  expect(action).not.toHaveBeenCalled();
});

test("the surname, where a form asks for it, follows the name, before the phone and the e-mail", async () => {
  renderForm(heldSchemaLoader().load, () => accepted, <ContactFields surname email />);
  const labels = within(form())
    .getAllByRole("textbox")
    .map((field) => field.getAttribute("name"));
  expect(labels).toEqual(["name", "surname", "phone", "email"]);
});

test("a form the lazily loaded schema accepts is sent, and the request number shows", async () => {
  const user = userEvent.setup();
  const { load, release } = heldSchemaLoader();
  release();
  const posted: FormData[] = [];
  const action = renderForm(load, (sent) => {
    posted.push(sent);
    return accepted;
  });
  await user.type(screen.getByLabelText("Имя"), "Анна");
  await user.type(screen.getByLabelText("Телефон"), "9114041112");
  await user.click(screen.getByRole("checkbox", { name: /Я даю согласие на обработку персональных данных/ }));
  await user.click(submit());

  const status = await screen.findByRole("status");
  expect(status.textContent).toContain("Номер заявки: 3f2b8c1e");
  expect(action).toHaveBeenCalledTimes(1);
  expect(posted[0]?.get("name")).toBe("Анна");
  expect(posted[0]?.get("phone")).toBe("+7 (911) 404-11-12");
  expect(posted[0]?.get("place")).toBe("проверка");
});

test("when the schema cannot be loaded (offline) the form is sent anyway, and the server's messages show under the fields", async () => {
  const user = userEvent.setup();
  const load = vi.fn<LeadSchemaLoader>(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
  const action = renderForm(load, (sent) => ({
    result: {
      ok: false,
      message: "Проверьте поля, отмеченные ниже",
      fields: { phone: leadMessages.phoneInvalid, agree: leadMessages.agreeRequired },
      values: { name: String(sent.get("name")), phone: String(sent.get("phone")) },
    },
    status: 400,
  }));
  await user.type(screen.getByLabelText("Имя"), "Анна");
  await user.type(screen.getByLabelText("Телефон"), "91140");
  await user.click(submit());

  const phone = screen.getByLabelText("Телефон");
  await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
  expect(action).toHaveBeenCalledTimes(1);
  expect(screen.getByText(leadMessages.phoneInvalid)).toBeVisible();
  expect(screen.getByText(leadMessages.agreeRequired)).toBeVisible();
  expect((screen.getByLabelText("Имя") as HTMLInputElement).value).toBe("Анна");
});

test("a value the page sent by itself refused by the server (a model since taken off) says to reload the page, and the alert takes focus", async () => {
  const user = userEvent.setup();
  const load = vi.fn<LeadSchemaLoader>(() => Promise.reject(new TypeError("offline")));
  renderForm(load, (sent) => ({
    result: {
      ok: false,
      message: "Проверьте поля, отмеченные ниже",
      fields: { place: leadMessages.textTooLong(2000) },
      values: { name: String(sent.get("name")), phone: String(sent.get("phone")) },
    },
    status: 400,
  }));
  await user.type(screen.getByLabelText("Имя"), "Анна");
  await user.type(screen.getByLabelText("Телефон"), "9114041112");
  await user.click(submit());

  await waitFor(() => expect(screen.getByText(fixedFieldsStale)).toBeVisible());
  expect(screen.getByRole("alert")).toHaveFocus();
  expect(screen.getByLabelText("Имя")).not.toHaveAttribute("aria-invalid");
});
