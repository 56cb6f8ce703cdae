// The content studio's pictures: what the upload refuses, in Russian, and how a page names a picture's
// variants (the site serves each at 480, 960 and 1600 px in AVIF, WebP and JPEG).

export const contentImageMessages = {
  altRequired: "Опишите, что на картинке (от 3 до 200 символов): так её прочтут незрячие посетители и поисковики",
  tooLarge: "Файл больше 15 МБ: уменьшите его и загрузите снова",
  notAPicture: "Это не картинка, которую принимает сайт: загрузите JPEG, PNG, WebP или AVIF",
  svgRefused: "SVG не принимается: в нём может быть программный код. Загрузите JPEG, PNG, WebP или AVIF",
  tooNarrow: (min: number) => `Картинка уже ${min} пикселей: на странице она будет размытой. Загрузите изображение побольше`,
  tooBig: (max: number) => `Картинка больше ${max} пикселей по стороне: уменьшите её`,
  oneFile: "Загрузите один файл",
  uploaded: "Картинка загружена",
} as const;

/** The widths a library picture is served at. */
export const mediaWidths = [480, 960, 1600] as const;

/** A library picture's address (`/media/{hash}-{width}.{format}`) split, or null for any other picture. */
export function mediaOf(src: string): { hash: string } | null {
  const match = /^\/media\/([0-9a-f]{64})-\d{2,4}\.(?:avif|webp|jpeg)$/.exec(src);
  return match?.[1] ? { hash: match[1] } : null;
}

/** The srcset of a library picture in one format: every width it is served at. */
export function mediaSrcSet(hash: string, format: "avif" | "webp" | "jpeg"): string {
  return mediaWidths.map((width) => `/media/${hash}-${width}.${format} ${width}w`).join(", ");
}
