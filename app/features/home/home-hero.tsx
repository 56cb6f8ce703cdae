import { Link } from "react-router";
import { Slider, type SlideItem } from "~/components/ui/slider";
import type { LineupItem } from "~/features/models/lineup";
import { fromPriceLabel } from "~/features/models/model-format";
import { TestDriveLink } from "~/features/test-drive/test-drive-link";
import { heroImageId } from "~/features/visuals/scene-ids";
import { ScenePicture } from "~/features/visuals/scene-picture";
import type { HeroSlideCopy, homeContent } from "./home-content";
import styles from "./home.module.css";

type HeroCopy = (typeof homeContent)["hero"];

/**
 * How wide a slide's picture is drawn: beside the text from 1024 px, above it (at most 640 px) below,
 * and on phones the container's width, the viewport less two gutters of 4vw.
 */
export const heroPictureSizes = "(min-width: 1280px) 640px, (min-width: 1024px) 50vw, (min-width: 768px) 640px, 92vw";

/** One model's slide: eyebrow, title (the page's h1 on the first slide), copy, price, two calls to action and a picture. */
function HeroSlide({ copy, slide, item, first }: { copy: HeroCopy; slide: HeroSlideCopy; item: LineupItem; first: boolean }) {
  // The first slide's picture is the page's largest paint: fetched at once; the others when the browser is idle.
  const Title = first ? "h1" : "h2";
  return (
    <div className={styles.slide}>
      <div className={styles.slideText}>
        <p className={styles.eyebrow}>{slide.eyebrow}</p>
        <Title className={styles.slideTitle}>{slide.title}</Title>
        <p className={styles.slideCopy}>{slide.text}</p>
        <p className={styles.slidePrice}>{fromPriceLabel(item.price)}</p>
        <div className={styles.heroActions}>
          <Link className="button button--light" to={item.href}>
            {copy.detailsLabel} {item.name}
          </Link>
          <TestDriveLink className="button button--copper" place={`главная страница, ${item.fullName}`} model={item.code}>
            {copy.testDriveLabel}
          </TestDriveLink>
        </div>
      </div>
      <div className={styles.slideVisual}>
        <ScenePicture
          id={heroImageId(item.code)}
          alt={`${item.fullName}, вид три четверти спереди`}
          sizes={heroPictureSizes}
          fetchPriority={first ? "high" : "low"}
          loading={first ? "eager" : "lazy"}
          className={styles.slidePicture}
        />
      </div>
    </div>
  );
}

/** The home hero: a slider of the models, each with its price and actions, beside the lineup with starting prices. */
export function HomeHero({ copy, lineup }: { copy: HeroCopy; lineup: readonly LineupItem[] }) {
  const slides: SlideItem[] = copy.slides
    .flatMap((slide) => {
      const item = lineup.find((model) => model.code === slide.code);
      return item ? [{ slide, item }] : [];
    })
    .map(({ slide, item }, i) => ({
      key: slide.code,
      label: item.fullName,
      content: <HeroSlide copy={copy} slide={slide} item={item} first={i === 0} />,
    }));
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.heroGrid}`}>
        <Slider label={copy.label} slides={slides} className={styles.heroSlider} controlsClassName={styles.heroControls} />
        <nav className={styles.lineup} aria-labelledby="home-lineup-title">
          <h2 id="home-lineup-title" className={styles.lineupTitle}>
            {copy.lineupTitle}
          </h2>
          <ul>
            {lineup.map((item) => (
              <li key={item.code}>
                <Link to={item.href}>
                  <span className={styles.lineupName}>
                    {item.fullName}
                    <span>{item.bodyLabel}</span>
                  </span>
                  <span className={styles.lineupPrice}>{fromPriceLabel(item.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
