import { useEffect, useState, type RefObject } from "react";
import { ModelIllustration } from "~/features/models/model-illustration";
import { useLayoutSelector } from "~/features/layout/layout-context";
import type { VisualModel } from "~/features/visuals/visual-models";
import styles from "./configurator.module.css";

/**
 * How much of the window's top the header (60 px, 70 from 769 px) and the bar (60 px) cover: a preview
 * in the aside counts as seen only below them.
 */
const coveredTop = 130;

/**
 * Whether the bar is wanted: the step is on screen while the aside's car or its price is not (wholly,
 * below the header and the bar). Measured by the browser as the page scrolls; false until scripts run.
 */
function useBarWanted(panel: RefObject<HTMLElement | null>, aside: RefObject<HTMLElement | null>, total: RefObject<HTMLElement | null>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const step = panel.current;
    const car = aside.current?.querySelector("img");
    const price = total.current;
    if (!step || !car || !price || typeof IntersectionObserver === "undefined") return;
    const seen = new Map<Element, IntersectionObserverEntry>();
    const whole = (target: Element) => (seen.get(target)?.intersectionRatio ?? 0) >= 0.99;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) seen.set(entry.target, entry);
        setWanted((seen.get(step)?.isIntersecting ?? false) && !(whole(car) && whole(price)));
      },
      { rootMargin: `-${coveredTop}px 0px 0px 0px`, threshold: [0, 0.5, 0.99, 1] },
    );
    for (const target of [step, car, price]) observer.observe(target);
    return () => observer.disconnect();
  }, [panel, aside, total]);
  return wanted;
}

/**
 * Phones and narrow windows (below 1024 px, where the aside sits above the step rather than beside it):
 * while the aside's car and price are scrolled away, a bar under the header keeps the car in its paint,
 * the model with its package and the total on screen, so a paint or a trim tapped shows at once
 * (docs/decisions/0117). It repeats the aside for the eye; a screen reader hears the aside, so the bar
 * is hidden from it. Wider, it is not shown at all.
 */
export function ConfiguratorBar(props: {
  panel: RefObject<HTMLElement | null>;
  /** The aside, whose car (its <img>) and total the bar stands in for. */
  aside: RefObject<HTMLElement | null>;
  total: RefObject<HTMLElement | null>;
  model: VisualModel;
  colour: string | undefined;
  name: string;
  price: string;
}) {
  const wanted = useBarWanted(props.panel, props.aside, props.total);
  const headerVisible = useLayoutSelector((state) => state.header.visible);
  const className = [styles.bar, wanted ? styles.barShown : "", headerVisible ? "" : styles.barAtTop].filter(Boolean).join(" ");
  return (
    <div className={className} aria-hidden="true" data-testid="configurator-bar">
      <div className={styles.barInner}>
        <ModelIllustration sizes="108px" className={styles.barCar} model={props.model} colour={props.colour} />
        <p className={styles.barName}>{props.name}</p>
        <p className={styles.barPrice} data-testid="configurator-bar-price">
          {props.price}
        </p>
      </div>
    </div>
  );
}
