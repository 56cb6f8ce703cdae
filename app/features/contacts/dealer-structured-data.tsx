import { JsonLd } from "~/components/ui/json-ld";
import { useRouteLoaderData } from "react-router";
import { useSiteData } from "~/features/site/site-data";
import { absoluteUrl, parseOpeningHours, useSiteUrl, type JsonLdThing } from "~/lib/structured-data";
import { getDealerContacts, stripHoursLabel, type DealerContacts } from "./contacts";

/** "Московская область, г. Химки, Ленинградское шоссе, вл. 21" as a schema.org `PostalAddress`. */
export function postalAddress(address: string): JsonLdThing {
  const parts = address.split(",").map((part) => part.trim());
  const localityAt = parts.findIndex((part) => /^(г\.|город)\s*/i.test(part));
  if (localityAt === -1) return { "@type": "PostalAddress", streetAddress: address, addressCountry: "RU" };
  const region = parts.slice(0, localityAt).join(", ");
  return {
    "@type": "PostalAddress",
    streetAddress: parts.slice(localityAt + 1).join(", "),
    addressLocality: (parts[localityAt] ?? "").replace(/^(г\.|город)\s*/i, ""),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: "RU",
  };
}

/**
 * The dealer as a schema.org `AutoDealer` (home and contacts): name, address, phone, e-mail, the
 * showroom's opening hours and the service centre as its `AutoRepair` department with its own hours.
 */
export function autoDealerData(contacts: DealerContacts, siteUrl: string | null): JsonLdThing {
  const salesHours = parseOpeningHours(stripHoursLabel(contacts.salesHours));
  const serviceHours = parseOpeningHours(contacts.serviceHours);
  const address = postalAddress(contacts.address);
  const telephone = contacts.phone ?? undefined;
  return {
    "@type": "AutoDealer",
    "@id": absoluteUrl(siteUrl, "/#dealer"),
    name: contacts.name,
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, "/images/og/genesis-khimki.jpg"),
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    brand: { "@type": "Brand", name: "Genesis" },
    address,
    ...(telephone ? { telephone } : {}),
    email: contacts.email,
    ...(salesHours ? { openingHoursSpecification: salesHours } : {}),
    department: {
      "@type": "AutoRepair",
      name: `${contacts.name} — сервисный центр`,
      address,
      ...(telephone ? { telephone } : {}),
      ...(serviceHours ? { openingHoursSpecification: serviceHours } : {}),
    },
  };
}

/** The dealer's `AutoDealer` data from the site options, for the pages that present the dealer. */
export function DealerJsonLd() {
  const { options } = useSiteData();
  return <JsonLd data={autoDealerData(getDealerContacts(options), useSiteUrl())} />;
}

/** The dealer's name as author of its pages' structured data; the published name before the root's data is there. */
export function useDealerName(): string {
  const root = useRouteLoaderData("root") as { options?: Record<string, unknown> } | undefined;
  return getDealerContacts(root?.options ?? {}).name;
}
