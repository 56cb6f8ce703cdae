import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The content studio (issue 36; docs/decisions/0074-content-studio.md): what staff edit lives as
// revisions, one row per save, and an item's state says which revision is the head (the last saved),
// which is published (its data written into the kind's own table, which the site reads) and which is
// scheduled. Pictures are kept here too, so every web process serves them.

/** The kinds of content the studio edits. */
export const contentKinds = [
  "news",
  "offers",
  "contacts",
  "consents",
  "prices",
  "credit-programs",
  "vacancies",
  "workers",
  "home",
  "service-prices",
  "reviews",
] as const;
export type ContentKind = (typeof contentKinds)[number];

/** One item of a kind as the studio knows it. */
export const contentItems = pgTable(
  "content_items",
  {
    kind: text("kind").$type<ContentKind>().notNull(),
    /** The item's id in its kind's own table (a news item's number). */
    itemId: text("item_id").notNull(),
    /** The last revision saved; 0 while the item is only what the site shipped with. */
    head: integer("head").notNull().default(0),
    /** The revision the site shows; null when it shows none of the studio's (the shipped text, or taken down). */
    published: integer("published"),
    /** A revision to publish at `publish_at` (Moscow time is shown; the moment is absolute). */
    scheduled: integer("scheduled"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Taken off the site: the address answers 410, or redirects to `gone_to`. */
    goneAt: timestamp("gone_at", { withTimezone: true }),
    goneTo: text("gone_to"),
    /** Deleted in the studio: restorable for 30 days, then purged. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index("content_items_publish_at_idx").on(t.publishAt)],
);

/** Every save of an item: who, when, and the editor's whole form as it was saved. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<ContentKind>().notNull(),
    itemId: text("item_id").notNull(),
    number: integer("number").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    author: text("author").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** What the save was: an edit, a restore of an earlier revision (its number in `note`), a publish. */
    note: text("note"),
  },
  (t) => [uniqueIndex("content_revisions_item_number_unique").on(t.kind, t.itemId, t.number)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A picture staff uploaded, by the SHA-256 of its bytes: the same picture twice is one row. */
export const contentImages = pgTable(
  "content_images",
  {
    hash: text("hash").primaryKey(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The format sharp read it as: jpeg, png, webp or avif. */
    sourceFormat: text("source_format").notNull(),
    /** What the picture shows, for those who cannot see it; required at upload. */
    alt: text("alt").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("content_images_size_check", sql`${t.width} > 0 and ${t.height} > 0`)],
);

/** A picture's variant the site serves: a width in a format, made by sharp (never the uploaded bytes). */
export const contentImageVariants = pgTable(
  "content_image_variants",
  {
    hash: text("hash")
      .notNull()
      .references(() => contentImages.hash, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").$type<"avif" | "webp" | "jpeg">().notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width, t.format] })],
);
