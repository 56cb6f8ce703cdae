import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { Lightbox, LightboxTrigger, pictureCounter, useLightbox, wrapIndex } from "./lightbox";
import { lockPageScroll } from "~/lib/scroll-lock";

const titles = ["Вид спереди", "Профиль", "Корма", "Салон", "Руль", "Задний ряд"];

function Gallery() {
  const lightbox = useLightbox();
  return (
    <>
      <ul>
        {titles.map((title, i) => (
          <li key={title}>
            <figure>
              <LightboxTrigger title={title} onOpen={(button) => lightbox.open(i, button)}>
                <span>Миниатюра: {title}</span>
              </LightboxTrigger>
              <figcaption>{title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox
        lightbox={lightbox}
        items={titles.map((title) => ({ key: title, title, caption: <p>Подпись: {title}</p> }))}
        renderPicture={(i) => <div role="img" aria-label={`Большая картинка: ${titles[i]}`} />}
      />
    </>
  );
}

async function openPicture(title: string) {
  render(<Gallery />);
  const opener = screen.getByRole("button", { name: `Открыть изображение: ${title}` });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog", { name: title }) };
}

test("every picture is a button that opens it in a modal dialog with its title, caption and «3 из 6»", async () => {
  const { dialog } = await openPicture("Корма");
  expect(dialog).toHaveAttribute("aria-modal", "true");
  expect(within(dialog).getByRole("img", { name: "Большая картинка: Корма" })).toBeVisible();
  expect(dialog.textContent).toContain("Подпись: Корма");
  expect(within(dialog).getByText("3 из 6")).toBeVisible();
  // Focus moves into the dialog.
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test("Escape closes the lightbox and gives focus back to the opening button", async () => {
  const { opener } = await openPicture("Профиль");
  await userEvent.keyboard("{ArrowRight}");
  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test("«Закрыть» closes it too, focus back on the opener", async () => {
  const { opener } = await openPicture("Салон");
  await userEvent.click(screen.getByRole("button", { name: "Закрыть" }));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test("arrow keys move between pictures and wrap round at the ends", async () => {
  await openPicture("Задний ряд");
  await userEvent.keyboard("{ArrowRight}");
  expect(screen.getByRole("dialog", { name: "Вид спереди" }).textContent).toContain("1 из 6");
  await userEvent.keyboard("{ArrowLeft}");
  expect(screen.getByRole("dialog", { name: "Задний ряд" }).textContent).toContain("6 из 6");
  await userEvent.keyboard("{ArrowLeft}");
  const dialog = screen.getByRole("dialog", { name: "Руль" });
  expect(within(dialog).getByRole("img", { name: "Большая картинка: Руль" })).toBeVisible();
  expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe("Руль, 5 из 6");
});

test("the previous and next buttons move between pictures", async () => {
  await openPicture("Вид спереди");
  await userEvent.click(screen.getByRole("button", { name: "Следующее изображение" }));
  await userEvent.click(screen.getByRole("button", { name: "Следующее изображение" }));
  expect(screen.getByRole("dialog", { name: "Корма" }).textContent).toContain("3 из 6");
  await userEvent.click(screen.getByRole("button", { name: "Предыдущее изображение" }));
  expect(screen.getByRole("dialog", { name: "Профиль" }).textContent).toContain("2 из 6");
});

test("a touch swipe moves to the next picture", async () => {
  await openPicture("Вид спереди");
  const stage = screen.getByRole("img", { name: "Большая картинка: Вид спереди" }).parentElement as HTMLElement;
  fireEvent.pointerDown(stage, { pointerId: 3, pointerType: "touch", isPrimary: true, clientX: 300, clientY: 200 });
  fireEvent.pointerUp(stage, { pointerId: 3, pointerType: "touch", isPrimary: true, clientX: 200, clientY: 205 });
  expect(screen.getByRole("dialog", { name: "Профиль" })).toBeVisible();
});

test("the page does not scroll while the lightbox is open", async () => {
  await openPicture("Руль");
  expect(document.body.classList.contains("scroll-locked")).toBe(true);
  await userEvent.keyboard("{Escape}");
  expect(document.body.classList.contains("scroll-locked")).toBe(false);
});

test("a lock someone else holds stays when the lightbox closes", async () => {
  const release = lockPageScroll();
  await openPicture("Руль");
  await userEvent.keyboard("{Escape}");
  expect(document.body.classList.contains("scroll-locked")).toBe(true);
  release();
  expect(document.body.classList.contains("scroll-locked")).toBe(false);
});

test("arrow keys do nothing while the lightbox is closed", async () => {
  render(<Gallery />);
  await userEvent.keyboard("{ArrowRight}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});

test("indices wrap both ways and the counter counts from one", () => {
  expect(wrapIndex(5, 1, 6)).toBe(0);
  expect(wrapIndex(0, -1, 6)).toBe(5);
  expect(wrapIndex(2, 1, 6)).toBe(3);
  expect(wrapIndex(0, 1, 0)).toBe(0);
  expect(pictureCounter(2, 6)).toBe("3 из 6");
});
