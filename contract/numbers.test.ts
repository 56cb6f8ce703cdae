import { expect, test } from "vitest";
import { decimalComma, groupThousands } from "./numbers";

test("numbers are printed the Russian way: thousands apart by a space, a comma before the decimals", () => {
  expect(groupThousands(4685)).toBe("4 685");
  expect(groupThousands("12500000")).toBe("12 500 000");
  expect(groupThousands(999)).toBe("999");
  expect(decimalComma(9.5)).toBe("9,5");
  expect(decimalComma(12)).toBe("12");
  expect(decimalComma(4, 1)).toBe("4,0");
  expect(decimalComma(5.86, 1)).toBe("5,9");
});
