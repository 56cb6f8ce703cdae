// Pictures staff upload for the site's pages (issue 36): the type is read from the bytes by sharp, not
// from the name; only JPEG, PNG, WebP and AVIF are taken (SVG, which can carry script, never is); every
// variant the site serves is made anew by sharp at 480, 960 and 1600 px in AVIF, WebP and JPEG, so no
// byte of the upload itself (a polyglot, metadata, a camera's location) ever reaches a visitor. Kept in
// the database, they are served by every process under addresses named by their content.
import { createHash } from "node:crypto";
import { contentImageMessages, mediaOf } from "@contract/content-images";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { contentImages, contentImageVariants } from "./schema";

/** The largest upload taken: a camera's full-size JPEG fits; a 100 MB TIFF does not. */
export const maxUploadBytes = 15 * 1024 * 1024;
/** The widths every picture is served at; the widest is the picture's own width when it is narrower. */
export const variantWidths = [480, 960, 1600] as const;
export const variantFormats = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof variantFormats)[number];
/** A picture narrower than this would be blurred on a laptop's page. */
export const minWidth = 960;
const maxSide = 12_000;
const takenFormats = new Set(["jpeg", "png", "webp", "heif"]);

/** A stored picture: its address part and what the page needs to size it. */
export type StoredImage = { hash: string; width: number; height: number; alt: string; src: string };

/** The site's address of a variant. */
export const mediaPath = (hash: string, width: number, format: VariantFormat) => `/media/${hash}-${width}.${format}`;

/** Reads, checks and makes the variants of an upload, and stores them (the same picture twice is stored once). */
export async function storeUpload(db: Db, bytes: Buffer, alt: string, by: { email: string; now: Date }): Promise<StoredImage> {
  const text = alt.trim().replace(/\s+/g, " ");
  if (text.length < 3 || text.length > 200) throw new HttpError(400, contentImageMessages.altRequired);
  if (bytes.length > maxUploadBytes) throw new HttpError(413, contentImageMessages.tooLarge);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { failOn: "error" }).metadata();
  } catch {
    throw new HttpError(415, contentImageMessages.notAPicture);
  }
  if (meta.format === "svg") throw new HttpError(415, contentImageMessages.svgRefused);
  if (!meta.format || !takenFormats.has(meta.format) || (meta.format === "heif" && meta.compression !== "av1"))
    throw new HttpError(415, contentImageMessages.notAPicture);
  // A picture turned by its EXIF orientation is as wide as it looks.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width < minWidth) throw new HttpError(400, contentImageMessages.tooNarrow(minWidth));
  if (width > maxSide || height > maxSide) throw new HttpError(400, contentImageMessages.tooBig(maxSide));
  const hash = createHash("sha256").update(bytes).digest("hex");
  const [known] = await db.select().from(contentImages).where(eq(contentImages.hash, hash));
  if (known) return { hash, width: known.width, height: known.height, alt: known.alt, src: mediaPath(hash, 960, "jpeg") };

  const variants: Array<typeof contentImageVariants.$inferInsert> = [];
  for (const target of variantWidths) {
    const resized = sharp(bytes, { failOn: "error" })
      .rotate()
      .resize({ width: Math.min(target, width), withoutEnlargement: true });
    const encoded = await Promise.all([
      resized.clone().avif({ quality: 52, effort: 3 }).toBuffer(),
      resized.clone().webp({ quality: 78 }).toBuffer(),
      resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    variantFormats.forEach((format, index) => variants.push({ hash, width: target, format, bytes: encoded[index] as Buffer }));
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(contentImages)
      .values({
        hash,
        width,
        height,
        sourceFormat: meta.format === "heif" ? "avif" : String(meta.format),
        alt: text,
        uploadedBy: by.email,
        uploadedAt: by.now,
      })
      .onConflictDoNothing();
    await tx.insert(contentImageVariants).values(variants).onConflictDoNothing();
  });
  return { hash, width, height, alt: text, src: mediaPath(hash, 960, "jpeg") };
}

/** What a library picture shows, as the editor who uploaded it described it; undefined for any other picture. */
export async function altOf(db: Db, src: string): Promise<string | undefined> {
  const media = mediaOf(src);
  if (!media) return undefined;
  const [row] = await db.select({ alt: contentImages.alt }).from(contentImages).where(eq(contentImages.hash, media.hash));
  return row?.alt;
}

/** The most recent pictures of the library, for the editors' picker. */
export async function listImages(db: Db, limit = 60): Promise<StoredImage[]> {
  const rows = await db.select().from(contentImages).orderBy(desc(contentImages.uploadedAt)).limit(limit);
  return rows.map((row) => ({ hash: row.hash, width: row.width, height: row.height, alt: row.alt, src: mediaPath(row.hash, 960, "jpeg") }));
}

/** A variant's bytes by its address part (`{hash}-{width}.{format}`), or null. */
export async function readVariant(db: Db, name: string): Promise<{ bytes: Buffer; format: VariantFormat } | null> {
  const match = /^([0-9a-f]{64})-(\d{2,4})\.(avif|webp|jpeg)$/.exec(name);
  if (!match) return null;
  const [, hash = "", width = "", format = ""] = match;
  const [row] = await db
    .select({ bytes: contentImageVariants.bytes })
    .from(contentImageVariants)
    .where(
      and(
        eq(contentImageVariants.hash, hash),
        eq(contentImageVariants.width, Number(width)),
        eq(contentImageVariants.format, format as VariantFormat),
      ),
    );
  return row ? { bytes: row.bytes, format: format as VariantFormat } : null;
}
