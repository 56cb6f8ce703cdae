import { Icon, type IconName } from "~/components/ui/icon";
import { Logo } from "~/components/ui/logo";
import { SiteLink } from "~/features/navigation/site-link";
import { sitemapLink } from "~/features/navigation/menus";
import { formatPhone, phoneHref } from "~/lib/phone";
import { useSiteData } from "~/features/site/site-data";
import { useBurgers } from "~/features/layout/layout-context";
import { siteBuildDate } from "~/lib/build-info";
import { FooterSitemap } from "./footer-sitemap";
import styles from "./footer.module.css";

/** Copyright year of docs/product.md §9: the first year of the site's content. */
const COPYRIGHT_YEAR = 2023;

/** «2023–2026»: from the product's year to this build's (the same in the server's HTML and the browser's). */
export function copyrightYears(buildDate: string): string {
  const last = Number(buildDate.slice(0, 4));
  return last > COPYRIGHT_YEAR ? `${COPYRIGHT_YEAR}–${last}` : String(COPYRIGHT_YEAR);
}

const defaultDisclaimer =
  "Информация на сайте носит исключительно информационный характер и ни при каких условиях не является публичной офертой, определяемой положениями статьи 437 Гражданского кодекса Российской Федерации.";
const defaultPriceDisclaimer =
  "Указаны максимальные рекомендованные розничные цены. Точную стоимость уточняйте у менеджеров дилерского центра.";

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** Scrolls to the top and takes focus there too, to the content the skip link leads to (drawn without a ring), not left in the footer. */
function scrollToTop() {
  const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
  document.getElementById("main")?.focus({ preventScroll: true });
}

/** The site footer (docs/product.md §2.2): contacts, social links, the sitemap, news, the rating badge and the legal text. */
export function Footer() {
  const { options, publicConfig } = useSiteData();
  // The mobile menu covers the whole screen: the footer under it takes no focus and no clicks.
  const behindMenu = useBurgers().mobileOpen;
  const phone = formatPhone(options.phone);
  const socials: { name: string; href: string | null; icon: IconName }[] = [
    { name: "ВКонтакте", href: text(options.social_vk), icon: "vk" },
    { name: "Telegram", href: text(options.social_telegram), icon: "telegram" },
    { name: "YouTube", href: text(options.social_youtube), icon: "youtube" },
  ];
  const identifiers = [
    ["ИНН", text(options.legal_inn)],
    ["ОГРН", text(options.legal_ogrn)],
    ["КПП", text(options.legal_kpp)],
  ].filter((pair): pair is [string, string] => pair[1] !== null);

  return (
    <footer className={styles.footer} inert={behindMenu} data-hydrate-near="footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <SiteLink to="/" className={styles.logo} aria-label="Genesis Химки — на главную">
            <Logo size="large" title="Genesis Химки" />
          </SiteLink>
          <address className={styles.contacts}>
            {text(options.dealer_address) ? <span>{options.dealer_address}</span> : null}
            {phone ? (
              <a href={phoneHref(options.phone)} className={styles.phone}>
                {phone}
              </a>
            ) : null}
          </address>
          <ul className={styles.socials} aria-label="Мы в социальных сетях">
            {socials.map((social) =>
              social.href ? (
                <li key={social.icon}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener"
                    className={styles.social}
                    aria-label={`${social.name} (откроется в новой вкладке)`}
                  >
                    <Icon name={social.icon} size={22} />
                  </a>
                </li>
              ) : null,
            )}
          </ul>
          <button type="button" className={styles.toTop} onClick={scrollToTop} aria-label="Наверх страницы">
            <Icon name="arrow-up" size={20} />
          </button>
        </div>

        <FooterSitemap />

        <div className={styles.bottom}>
          <div className={styles.legal}>
            <p>
              © {copyrightYears(siteBuildDate())} {text(options.dealer_name) ?? "Genesis Химки"} — официальный дилер Genesis.
              {identifiers.length > 0 ? ` ${identifiers.map(([label, value]) => `${label} ${value}`).join(", ")}.` : ""}
            </p>
            <p>{text(options.disclaimer) ?? defaultDisclaimer}</p>
            <p>{text(options.price_disclaimer) ?? defaultPriceDisclaimer}</p>
            <p>
              <SiteLink to={sitemapLink.href ?? "/sitemap.html"} className={styles.bottomLink}>
                {sitemapLink.name}
              </SiteLink>
            </p>
          </div>
          {publicConfig.ratingWidgetUrl ? (
            <iframe
              className={styles.rating}
              src={publicConfig.ratingWidgetUrl}
              title="Рейтинг дилерского центра в сервисе карт и отзывов"
              loading="lazy"
              width="150"
              height="50"
            />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
