import { Link } from "react-router";
import { mediaSrcSet } from "@contract/content-images";
import type { HomePageSlide } from "@contract/home-page";
import { Slider, type SlideItem } from "~/components/ui/slider";
import type { LineupItem } from "~/features/models/lineup";
import { fromPriceLabel } from "~/features/models/model-format";
import { TestDriveLink } from "~/features/test-drive/test-drive-link";
import { heroImageId } from "~/features/visuals/scene-ids";
import { ScenePicture } from "~/features/visuals/scene-picture";
import type { homeContent } from "./home-content";
import styles from "./home.module.css";

type HeroCopy = (typeof homeContent)["hero"];

/**
 * How wide a slide's picture is drawn: beside the text from 1024 px, above it (at most 640 px) below,
 * and on phones the container's width, the viewport less two gutters of 4vw.
 */
export const heroPictureSizes = "(min-width: 1280px) 640px, (min-width: 1024px) 50vw, (min-width: 768px) 640px, 92vw";

/** A picture of the studio's library: AVIF, WebP, then JPEG, with its size so the page does not shift. */
function LibraryPicture(props: { picture: NonNullable<HomePageSlide["picture"]>; alt: string; first: boolean }) {
  const { hash, width, height } = props.picture;
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(hash, "avif")} sizes={heroPictureSizes} />
      <source type="image/webp" srcSet={mediaSrcSet(hash, "webp")} sizes={heroPictureSizes} />
      <img
        src={`/media/${hash}-960.jpeg`}
        srcSet={mediaSrcSet(hash, "jpeg")}
        sizes={heroPictureSizes}
        alt={props.alt}
        width={width}
        height={height}
        loading={props.first ? "eager" : "lazy"}
        fetchPriority={props.first ? "high" : "low"}
        decoding="async"
        className={`${styles.slidePicture} ${styles.libraryPicture}`}
      />
    </picture>
  );
}

/** The slide's button: a page of the site (a path, as the studio checked) through the router, an outside address as a plain link. */
function SlideButton({ slide }: { slide: HomePageSlide }) {
  if (!slide.link.startsWith("/"))
    return (
      <a className="button button--light" href={slide.link} rel="noopener">
        {slide.buttonLabel}
      </a>
    );
  return (
    <Link className="button button--light" to={slide.link}>
      {slide.buttonLabel}
    </Link>
  );
}

/**
 * One slide: eyebrow, title (the page's h1 on the first slide), copy, the button and a picture; a model's
 * slide adds its price and the test drive, and draws the car unless the slide has a picture of its own.
 */
function HeroSlide({ copy, slide, item, first }: { copy: HeroCopy; slide: HomePageSlide; item: LineupItem | undefined; first: boolean }) {
  // The first slide's picture is the page's largest paint: fetched at once; the others when the browser is idle.
  const Title = first ? "h1" : "h2";
  return (
    <div className={styles.slide}>
      <div className={styles.slideText}>
        <p className={styles.eyebrow}>{slide.eyebrow}</p>
        <Title className={styles.slideTitle}>{slide.title}</Title>
        <p className={styles.slideCopy}>{slide.text}</p>
        {item ? <p className={styles.slidePrice}>{fromPriceLabel(item.price, item.guidePrice)}</p> : null}
        <div className={styles.heroActions}>
          <SlideButton slide={slide} />
          {item ? (
            <TestDriveLink className="button button--copper" place={`главная страница, ${item.fullName}`} model={item.code}>
              {copy.testDriveLabel}
            </TestDriveLink>
          ) : null}
        </div>
      </div>
      <div className={styles.slideVisual}>
        {slide.picture ? (
          <LibraryPicture picture={slide.picture} alt={slide.pictureAlt} first={first} />
        ) : item ? (
          <ScenePicture
            id={heroImageId(item.code)}
            alt={`${item.fullName}, вид три четверти спереди`}
            sizes={heroPictureSizes}
            fetchPriority={first ? "high" : "low"}
            loading={first ? "eager" : "lazy"}
            className={styles.slidePicture}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The slides that can be drawn: a model's needs the model in the lineup, unless it has a picture of its own. */
export function drawnSlides(slides: readonly HomePageSlide[], lineup: readonly LineupItem[]) {
  return slides.flatMap((slide) => {
    const item = slide.model ? lineup.find((model) => model.code === slide.model) : undefined;
    return item || slide.picture ? [{ slide, item }] : [];
  });
}

/** The home hero: a slider of the studio's slides, beside the lineup with starting prices. */
export function HomeHero({ copy, slides, lineup }: { copy: HeroCopy; slides: readonly HomePageSlide[]; lineup: readonly LineupItem[] }) {
  const items: SlideItem[] = drawnSlides(slides, lineup).map(({ slide, item }, i) => ({
    key: `${i}-${slide.model}-${slide.title}`,
    label: item?.fullName ?? slide.title,
    content: <HeroSlide copy={copy} slide={slide} item={item} first={i === 0} />,
  }));
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.heroGrid}`}>
        <Slider label={copy.label} slides={items} className={styles.heroSlider} controlsClassName={styles.heroControls} />
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
                  <span className={styles.lineupPrice}>{fromPriceLabel(item.price, item.guidePrice)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
