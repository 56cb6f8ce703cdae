// The studio's editors, kind by kind: a blank form, how a posted form reads as the draft the API takes,
// and the fields' names the comparison and the conflict report print.
import { contactsFieldLabels, newsFieldLabels, offerFieldLabels, type ContactsDraft, type NewsDraft, type OfferDraft } from "@contract/content";
import { addDays, localDayOf, localMinutesOf, toTimeKey } from "@contract/test-drive-time";
import { formFields } from "~/lib/form-fields";
import type { EditorKind } from "./editor.server";

/** Now in Moscow as a `datetime-local` field writes it ('2026-12-05T14:30'). */
function moscowNow(now = new Date()): string {
  return `${localDayOf(now)}T${toTimeKey(localMinutesOf(now))}`;
}

/** The values of a field that may be given several times (checkboxes). */
const allOf = (form: FormData, name: string) => form.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");

export const newsEditor: EditorKind<NewsDraft> = {
  kind: "news",
  notFound: "Новость не найдена: её удалили навсегда или адрес неверен",
  blank: () => ({ name: "", code: "", date: moscowNow(), preview_description: "", preview_file: "", additional_photos: [], metaTitle: "", metaDescription: "", active: true, description: "" }),
  draftOf(form) {
    const text = formFields(form);
    return {
      name: text("name"),
      code: text("code"),
      date: text("date"),
      preview_description: text("preview_description"),
      preview_file: text("preview_file"),
      additional_photos: allOf(form, "additional_photos"),
      metaTitle: text("metaTitle"),
      metaDescription: text("metaDescription"),
      active: text("active") === "on",
      description: text("description"),
    };
  },
  labels: newsFieldLabels,
};

export const offerEditor: EditorKind<OfferDraft> = {
  kind: "offers",
  notFound: "Предложение не найдено: его удалили навсегда или адрес неверен",
  // A new offer runs from today for 30 days until its editor says otherwise.
  blank: () => {
    const today = localDayOf(new Date());
    return { code: "", kind: "credit", title: "", short: "", full: "", terms: "", validFrom: today, validTo: addDays(today, 30), models: [], legal: "" };
  },
  draftOf(form) {
    const text = formFields(form);
    return {
      code: text("code"),
      kind: text("kind") as OfferDraft["kind"],
      title: text("title"),
      short: text("short"),
      full: text("full"),
      terms: text("terms"),
      validFrom: text("validFrom"),
      validTo: text("validTo"),
      models: allOf(form, "models") as OfferDraft["models"],
      legal: text("legal"),
    };
  },
  labels: offerFieldLabels,
};

export const contactsEditor: EditorKind<ContactsDraft> = {
  kind: "contacts",
  notFound: "Контакты дилерского центра открываются по адресу /staff/content/contacts/dealer",
  // Never blank: the item is there from the start (revision 0, as the site shipped it).
  blank: () => ({
    dealer_name: "",
    dealer_phone: "",
    dealer_email: "",
    dealer_address: "",
    dealer_hours: "",
    dealer_service_hours: "",
    legal_inn: "",
    legal_ogrn: "",
    legal_kpp: "",
    social_vk: "",
    social_telegram: "",
    social_youtube: "",
  }),
  draftOf(form) {
    const text = formFields(form);
    const draft = contactsEditor.blank();
    for (const key of Object.keys(draft) as (keyof ContactsDraft)[]) draft[key] = text(key);
    return draft;
  },
  labels: contactsFieldLabels,
};
