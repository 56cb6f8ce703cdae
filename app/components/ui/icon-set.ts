/**
 * The site's icons (docs/product.md §2.2) as SVG markup drawn for this site: 24×24 line icons stroked in
 * currentColor, plus the two store badges. Rendered once as a sprite (icon-sprite.tsx).
 */
export const iconNames = [
  "usersupport",
  "tires",
  "breaks",
  "oil1",
  "oil2",
  "electric",
  "breakdisk",
  "filter",
  "diagnosis",
  "mechanic",
  "gears",
  "verify",
  "diamond",
  "calendar",
  "star",
  "phone",
  "sale",
  "car",
  "buy",
  "pay",
  "stocks",
  "search",
  "support",
  "user",
  "new-window",
  "worldwide",
  "arrow-right",
  "play",
  "pause",
  "copy",
  "cross",
  "facebook",
  "youtube",
  "instagram",
  "app-store",
  "google-play",
  "app-store-badge",
  "google-play-badge",
  // Interface icons the layout needs besides the spec's list.
  "arrow-left",
  "arrow-up",
  "chevron-down",
  "menu",
  "vk",
  "telegram",
] as const;

export type IconName = (typeof iconNames)[number];

type IconDefinition = { body: string; viewBox?: string };

const gear =
  "M18.7 10l2.66.37v3.26l-2.66.38a7 7 0 0 1-.54 1.31l1.61 2.14-2.31 2.31-2.14-1.61a7 7 0 0 1-1.31.54l-.38 2.66h-3.26L9.99 18.7a7 7 0 0 1-1.31-.54l-2.14 1.61-2.31-2.31 1.61-2.14a7 7 0 0 1-.54-1.31l-2.66-.38v-3.26L5.3 10a7 7 0 0 1 .54-1.31L4.23 6.54l2.31-2.31 2.14 1.61A7 7 0 0 1 10 5.3l.37-2.66h3.26L14 5.3a7 7 0 0 1 1.31.54l2.14-1.61 2.31 2.31-1.61 2.14A7 7 0 0 1 18.7 10z";

// Badges carry their own colours: they are brand-store buttons, not text-coloured glyphs.
const badge = (logo: string, small: string, big: string) =>
  `<rect x=".5" y=".5" width="134" height="39" rx="7" fill="#0c0c0d" stroke="#a6a6a6" stroke-width="1"/>` +
  `<g transform="translate(10 8)" stroke="#fff">${logo}</g>` +
  `<g fill="#fff" stroke="none" font-family="Manrope Variable, Arial, sans-serif">` +
  `<text x="42" y="16" font-size="8" letter-spacing=".2">${small}</text>` +
  `<text x="42" y="30" font-size="14" font-weight="600">${big}</text></g>`;

const appStoreLogo = '<circle cx="12" cy="12" r="9.5"/><path d="M8.2 16.5 12.8 8.2M15.8 16.5 11.2 8.2M7 13.8h10"/>';
const googlePlayLogo = '<path d="M5.5 3.5v17l13.5-8.5z"/><path d="m5.5 3.5 9 12M5.5 20.5l9-12"/>';

/** Markup of every icon, keyed by name. */
export const icons: Record<IconName, IconDefinition> = {
  usersupport: {
    body: '<path d="M5 12v-2a7 7 0 0 1 14 0v2"/><rect x="3.5" y="11" width="3" height="5" rx="1.5"/><rect x="17.5" y="11" width="3" height="5" rx="1.5"/><path d="M19 16v.5a3.5 3.5 0 0 1-3.5 3.5H13"/><circle cx="12" cy="10.5" r="2.5"/>',
  },
  tires: {
    body: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4.5"/><path d="M12 3v4.5M12 16.5V21M3 12h4.5M16.5 12H21M5.6 5.6l3.2 3.2M15.2 15.2l3.2 3.2M18.4 5.6l-3.2 3.2M8.8 15.2l-3.2 3.2"/>',
  },
  breaks: {
    body: '<circle cx="11" cy="13" r="7.5"/><circle cx="11" cy="13" r="2.5"/><path d="M13.5 2.8a10.5 10.5 0 0 1 7.7 7.7l-3.2.9a7.2 7.2 0 0 0-5.4-5.4z"/>',
  },
  oil1: { body: '<path d="M3 10h10.5l2 2 5.5-3-3.5 8.5H3z"/><path d="M6 10V7.5h4.5V10M21 14.5v1.5"/>' },
  oil2: { body: '<path d="M12 3s6.5 6.8 6.5 11.3a6.5 6.5 0 0 1-13 0C5.5 9.8 12 3 12 3z"/><path d="M9 15a3 3 0 0 0 3 3"/>' },
  electric: { body: '<path d="M13.5 2.5 5 13.5h6.5L10.5 21.5 19 10.5h-6.5z"/>' },
  breakdisk: {
    body: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="2.8"/><circle cx="12" cy="6.4" r=".9"/><circle cx="17.33" cy="10.27" r=".9"/><circle cx="15.29" cy="16.53" r=".9"/><circle cx="8.71" cy="16.53" r=".9"/><circle cx="6.67" cy="10.27" r=".9"/>',
  },
  filter: { body: '<path d="M3.5 4.5h17l-6.5 8v6l-4 2v-8z"/>' },
  diagnosis: { body: '<rect x="3" y="4" width="18" height="13" rx="1.5"/><path d="M8.5 21h7M12 17v4M6 11h3l1.5-3 3 6 1.5-3h3"/>' },
  mechanic: {
    body: '<path d="M4.5 19.5 13 11"/><path d="M13 11a4.5 4.5 0 0 1 6.5-6.3L17 7.2l.3 2 2 .3 2.5-2.5A4.5 4.5 0 0 1 15.5 13.5"/><path d="m3.5 18.5 2 2"/>',
  },
  gears: { body: `<path d="${gear}"/><circle cx="12" cy="12" r="3"/>` },
  verify: { body: '<path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z"/><path d="m8.5 12 2.5 2.5 4.5-5"/>' },
  diamond: { body: '<path d="M6.5 4h11l3.5 5-9 11L3 9z"/><path d="M3 9h18M9.5 4 8 9l4 11 4-11-1.5-5"/>' },
  calendar: {
    body: '<rect x="3.5" y="5" width="17" height="15.5" rx="1.5"/><path d="M3.5 10h17M8 3v4M16 3v4M7.5 14h2M11 14h2M14.5 14h2M7.5 17h2M11 17h2"/>',
  },
  star: { body: '<path d="M12 3.4l2.35 5.96 6.4.4-4.95 4.08 1.61 6.2L12 16.6l-5.41 3.44 1.61-6.2-4.95-4.08 6.4-.4z"/>' },
  phone: {
    body: '<path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z"/>',
  },
  sale: {
    body: '<circle cx="12" cy="12" r="9"/><path d="m8.5 15.5 7-7"/><circle cx="9.2" cy="9.2" r="1.2"/><circle cx="14.8" cy="14.8" r="1.2"/>',
  },
  car: {
    body: '<path d="M5 16.5H3.5V13l2-1.5 2.5-4h8l3 4 1.5.8v4.2H19M9 16.5h6M5.5 11.5h14"/><circle cx="7" cy="16.5" r="2"/><circle cx="17" cy="16.5" r="2"/>',
  },
  buy: { body: '<path d="M5 8h14l-1 12.5H6z"/><path d="M9 10.5V7a3 3 0 0 1 6 0v3.5"/>' },
  pay: { body: '<rect x="3" y="5.5" width="18" height="13" rx="1.5"/><path d="M3 9.5h18M7 15h4"/>' },
  stocks: { body: '<path d="M3.5 20.5h17M4 15.5l5-5 4 3 7-7"/><path d="M15 6.5h5v5"/>' },
  search: { body: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/>' },
  support: {
    body: '<path d="M4 4.5h16v11.5H9.5L4 20z"/><path d="M9.8 8.8a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5"/><path d="M12 14.3v.2"/>',
  },
  user: { body: '<circle cx="12" cy="8" r="4"/><path d="M4 20.5c1.2-3.8 4.2-6 8-6s6.8 2.2 8 6"/>' },
  "new-window": { body: '<path d="M14 4h6v6M20 4l-8.5 8.5"/><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>' },
  worldwide: { body: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M4.5 7.5h15M4.5 16.5h15"/><ellipse cx="12" cy="12" rx="4" ry="9"/>' },
  "arrow-right": { body: '<path d="M4 12h16M14 6l6 6-6 6"/>' },
  "arrow-left": { body: '<path d="M20 12H4M10 6l-6 6 6 6"/>' },
  "arrow-up": { body: '<path d="M12 20V4M6 10l6-6 6 6"/>' },
  "chevron-down": { body: '<path d="m6 9 6 6 6-6"/>' },
  menu: { body: '<path d="M3.5 8.5h17M3.5 15.5h17"/>' },
  play: { body: '<path d="M8 5v14l11-7z"/>' },
  pause: { body: '<path d="M8.5 5v14M15.5 5v14"/>' },
  copy: {
    body: '<rect x="8" y="8" width="12" height="12" rx="1.5"/><path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"/>',
  },
  cross: { body: '<path d="M6 6l12 12M18 6 6 18"/>' },
  facebook: {
    body: '<path d="M13.5 21v-8h3l.5-3.5h-3.5V7.6c0-1 .4-1.8 1.8-1.8H17V2.8a22 22 0 0 0-2.6-.2c-2.6 0-4.4 1.6-4.4 4.5v2.4H7V13h3v8"/>',
  },
  youtube: { body: '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10 9v6l5-3z"/>' },
  instagram: { body: '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17 6.8v.2"/>' },
  vk: {
    body: '<path d="M3 7.5c.6 5.8 3.8 9.5 8.8 9.5V13c1.9.3 3.4 2 4 4h3.7c-.8-2.7-2.9-4.6-4.3-5.3 1.4-.9 3.2-2.8 3.7-4.2h-3.3c-.6 1.6-2 3.2-3.8 3.5V7.5H9.4v6.4C8 13.5 6.6 11.2 6.3 7.5z"/>',
  },
  telegram: { body: '<path d="M21.5 4.5 2.5 11.5l6.5 2.4 2.5 6.6 3.4-4.1 4.6 3.6z"/><path d="m9 13.9 12.5-9.4"/>' },
  "app-store": { body: appStoreLogo },
  "google-play": { body: googlePlayLogo },
  "app-store-badge": { viewBox: "0 0 135 40", body: badge(appStoreLogo, "Загрузите в", "App Store") },
  "google-play-badge": { viewBox: "0 0 135 40", body: badge(googlePlayLogo, "Доступно в", "Google Play") },
};

/** The viewBox of an icon: 24×24 unless it is a badge. */
export function iconViewBox(name: IconName): string {
  return icons[name].viewBox ?? "0 0 24 24";
}
