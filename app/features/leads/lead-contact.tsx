import { formatPhone, phoneHref } from "~/lib/phone";

/** Working hours from the options, lower-cased to sit inside a sentence: "ежедневно с 9:00 до 21:00". */
export function hoursPhrase(hours: unknown, fallback: string): string {
  const text = typeof hours === "string" && hours.trim() ? hours.trim() : fallback;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A phone as a link, for the «or call us» line under a failure; nothing when there is no phone. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  const text = formatPhone(phone ?? null);
  return text ? <a href={phoneHref(phone ?? null)}>{text}</a> : null;
}

/** «Или позвоните нам: +7 …» under a failure; nothing when there is no phone. */
export function CallUs({ phone }: { phone: string | null | undefined }) {
  if (!formatPhone(phone ?? null)) return null;
  return (
    <>
      Или позвоните нам: <PhoneLink phone={phone} />
    </>
  );
}
