import { Suspense, useEffect } from "react";
import { expect, test } from "vitest";
import { HydratedSignal } from "~/lib/hydration";
import { hydrateFromServer } from "~/lib/hydration.test-helpers";
import { LayoutStoreProvider, useLayoutDispatch, useLayoutSelector } from "./layout-context";

/** What the footer would draw from the header's state. */
function HeaderShown(props: { part: string }) {
  const visible = useLayoutSelector((state) => state.header.visible);
  return (
    <p>
      {props.part}: {visible ? "шапка видна" : "шапка спрятана"}
    </p>
  );
}

/** The header's own effect changes the layout state before the footer hydrates (the page scrolled, say). */
function HidesHeader() {
  const dispatch = useLayoutDispatch();
  useEffect(() => dispatch({ type: "header/visibility", visible: false }), [dispatch]);
  return null;
}

test("a part hydrated after the header is drawn first as the server drew it, then from the state as it is now", async () => {
  const page = (
    <LayoutStoreProvider cookiesAgreed={true}>
      <HidesHeader />
      <Suspense>
        <HeaderShown part="подвал" />
      </Suspense>
      <Suspense>
        <HydratedSignal />
      </Suspense>
    </LayoutStoreProvider>
  );
  const { container, unmount } = await hydrateFromServer(page, (html) => expect(html.textContent).toBe("подвал: шапка видна"));
  expect(container.textContent).toBe("подвал: шапка спрятана");
  unmount();
});
