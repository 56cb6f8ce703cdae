/*
 * The page scroll lock of docs/product.md §4, shared by everything that opens over the page (the layout's
 * popups and mobile menu, the gallery lightbox). Locks nest: the page scrolls again when the last
 * holder lets go, whatever the order they close in.
 */

let holders = 0;

/** Stops the page scrolling until the returned release is called (calling it again does nothing). */
export function lockPageScroll(): () => void {
  const body = document.body;
  if (holders === 0) {
    // Keep the page from shifting sideways when the scrollbar disappears.
    const gap = window.innerWidth - document.documentElement.clientWidth;
    body.classList.add("scroll-locked");
    body.style.paddingRight = gap > 0 ? `${gap}px` : "";
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      body.classList.remove("scroll-locked");
      body.style.paddingRight = "";
    }
  };
}
