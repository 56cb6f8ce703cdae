import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, test } from "vitest";
import { MoveButtons, moved } from "./editor-parts";

function OrderedList() {
  const [items, setItems] = useState(["Модельный ряд", "Новости", "Дилерский центр"]);
  return (
    <ol>
      {items.map((item, index) => (
        <li key={item}>
          {item}
          <MoveButtons index={index} count={items.length} what={item} onMove={(to) => setItems((current) => moved(current, index, to))} />
        </li>
      ))}
    </ol>
  );
}

const order = () => screen.getAllByRole("listitem").map((item) => item.firstChild?.textContent);

test("the keyboard moves an item to the top: the button keeps the focus, then its twin takes it at the end", async () => {
  const user = userEvent.setup();
  render(<OrderedList />);
  expect(screen.getByRole("button", { name: "Модельный ряд: выше" })).toHaveProperty("disabled", true);
  screen.getByRole("button", { name: "Дилерский центр: выше" }).focus();
  await user.keyboard("{Enter}");
  expect(order()).toEqual(["Модельный ряд", "Дилерский центр", "Новости"]);
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Дилерский центр: выше" }));
  await user.keyboard("{Enter}");
  expect(order()).toEqual(["Дилерский центр", "Модельный ряд", "Новости"]);
  // At the top «выше» is off, so «ниже» holds the focus and a press of Enter takes it back down.
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Дилерский центр: ниже" }));
  await user.keyboard("{Enter}");
  expect(order()).toEqual(["Модельный ряд", "Дилерский центр", "Новости"]);
});

test("moved takes an item out and puts it at its new place", () => {
  expect(moved(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  expect(moved(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
});
