import { createContext, useContext, useEffect, useState } from "react";
import { pageErrorMessages } from "~/lib/page-error-messages";
import { logError } from "~/lib/log";

/**
 * The sprite's markup as the server gives it (entry.server.tsx). The browser has no provider: it keeps
 * the symbols the server wrote, so the icons' drawings are sent once, in the HTML, and never in the
 * scripts.
 */
export const IconSpriteMarkup = createContext<string | null>(null);

const spriteId = "icon-sprite";
let markupInPage: string | undefined;

/** The symbols the page arrived with, read before React first renders over them ("" when it had none). */
function symbolsInPage(): string {
  if (markupInPage) return markupInPage;
  const found = typeof document === "undefined" ? "" : (document.getElementById(spriteId)?.innerHTML ?? "");
  if (found) markupInPage = found;
  return found;
}

/**
 * Every icon as one hidden SVG sprite, rendered once in the layout; <Icon> points into it. A page that
 * arrived without it (an error page the visitor leaves for a page with icons) loads the symbols as a
 * separate script. The sprite is `display: none` (ADR 0137): a <use> draws a copy of its symbol where it
 * stands, so the sprite's own 145 elements are neither styled nor laid out at each load; its symbols are
 * plain strokes, none of the gradients or masks that must be rendered where they are defined.
 */
export function IconSprite() {
  const given = useContext(IconSpriteMarkup);
  const [markup, setMarkup] = useState(() => given ?? symbolsInPage());
  useEffect(() => {
    if (markup) return;
    let current = true;
    import("./icon-sprite-markup").then(
      ({ spriteMarkup }) => {
        markupInPage = spriteMarkup;
        if (current) setMarkup(spriteMarkup);
      },
      // The page keeps its text without the icons' drawings; the next page the server sends has them.
      (error: unknown) => logError(pageErrorMessages.partLoadFailed, error),
    );
    return () => {
      current = false;
    };
  }, [markup]);
  return (
    <svg id={spriteId} aria-hidden="true" focusable="false" style={{ display: "none" }} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
