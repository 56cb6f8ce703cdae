import { formatPhone, normalizeSupportPhone, phoneHref } from "~/lib/phone";

/** The dealer's contacts as the page shows them; each value comes from the site options when they have it. */
export type DealerContacts = {
  name: string;
  address: string;
  phone: string | null;
  email: string;
  salesHours: string;
  serviceHours: string;
};

/**
 * What the page shows when an option is missing: the dealer's published contacts. Options are the
 * source of truth (a dealer can change them without a release); these only keep the page whole.
 */
export const fallbackDealerContacts: DealerContacts = {
  name: "Genesis Химки",
  address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
  phone: "+74951204567",
  email: "info@genesis-khimki.ru",
  salesHours: "Ежедневно с 9:00 до 21:00",
  serviceHours: "Ежедневно с 8:00 до 22:00",
};

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** "Сервис: ежедневно с 8:00 до 22:00" → "Ежедневно с 8:00 до 22:00": the page already says whose hours they are. */
export function stripHoursLabel(hours: string): string {
  const stripped = hours.replace(/^[^:\d]+:\s*/, "");
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
}

/** The dealer's contacts from the site options (docs/product.md §3), with the published values where an option is missing. */
export function getDealerContacts(options: Record<string, unknown>): DealerContacts {
  const serviceHours = text(options.dealer_service_hours);
  return {
    name: text(options.dealer_name) ?? fallbackDealerContacts.name,
    address: text(options.dealer_address) ?? fallbackDealerContacts.address,
    phone: normalizeSupportPhone(text(options.phone) ?? text(options.dealer_phone)) ?? fallbackDealerContacts.phone,
    email: text(options.dealer_email) ?? fallbackDealerContacts.email,
    salesHours: text(options.dealer_hours) ?? fallbackDealerContacts.salesHours,
    serviceHours: serviceHours ? stripHoursLabel(serviceHours) : fallbackDealerContacts.serviceHours,
  };
}

/** A phone as shown and as linked: "+7 (495) 120-45-68" and "tel:+74951204568". */
export function phoneLink(phone: string | null | undefined): { text: string; href: string } | null {
  const href = phoneHref(phone);
  return href === "" ? null : { text: formatPhone(phone), href };
}
