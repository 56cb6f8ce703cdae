// The kinds the studio edits (docs/decisions/0074): for each, how its form is checked, how its items are
// listed and published, and the staff area that edits it.
import type { StudioKind } from "@contract/content";
import type { StaffArea } from "@contract/staff-roles";
import type { Db } from "../db/database";
import { listedNews, listedOffers, type ListedKind } from "./content-list";
import { checkContactsDraft, contactsAdapter } from "./contacts-content";
import { checkNewsDraft, newsAdapter } from "./news-content";
import { checkOfferDraft, offersAdapter } from "./offer-content";
import type { ContentAdapter } from "./revisions";

/** The studio's kinds: how each is checked, listed and published, and the staff area that edits it. */
type StudioKindDefinition = {
  adapter: ContentAdapter;
  area: StaffArea;
  /** The form checked as it is stored (400 with each field's message). */
  check(db: Db, itemId: string | null, input: unknown): Promise<Record<string, unknown>>;
  /** How its items are listed; none for a kind of one item (the contacts), whose editor the hub opens. */
  listed?: ListedKind;
  /** The ids of existing items: numbers for news, the address for offers. */
  idPattern: RegExp;
  /** A new item's id from its checked form, for kinds whose id is their address; otherwise the adapter makes one. */
  idOf?: (draft: Record<string, unknown>) => string;
};

export const studioKindDefinitions: Record<StudioKind, StudioKindDefinition> = {
  news: { adapter: newsAdapter, area: "content", check: checkNewsDraft, listed: listedNews, idPattern: /^\d{1,9}$/ },
  offers: {
    adapter: offersAdapter,
    area: "content",
    check: checkOfferDraft,
    listed: listedOffers,
    idPattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    idOf: (draft) => String(draft.code),
  },
  contacts: { adapter: contactsAdapter, area: "content", check: checkContactsDraft, idPattern: /^dealer$/ },
};

/** Every adapter, for the publisher job. */
export const studioAdapters: readonly ContentAdapter[] = Object.values(studioKindDefinitions).map((definition) => definition.adapter);
