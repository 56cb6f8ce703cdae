import { expect, test } from "vitest";
import {
  alphanumericMask,
  applyMask,
  finishMasked,
  formatMasked,
  isMaskComplete,
  maskCapacity,
  maskInputMode,
  moneyMask,
  numberMask,
  patternMask,
  phoneMask,
  planEdit,
  unmask,
} from "./masks";
import { field, paste, typeKeys } from "./masks.test-helpers";

const date = patternMask("99.99.9999");

test("pattern: 9 takes a digit, and the pattern's other characters are inserted as the visitor types", () => {
  expect(typeKeys(date, "0102")).toEqual(field("01.02"));
  expect(typeKeys(date, "01022024")).toEqual(field("01.02.2024"));
});

test("pattern: A takes a Latin or Cyrillic letter, S a letter or a digit; anything else is dropped", () => {
  const plate = patternMask("A999AA S");
  expect(typeKeys(plate, "а123вс7").value).toBe("а123вс 7");
  expect(typeKeys(plate, "Q1-2_3ЖZ").value).toBe("Q123ЖZ");
  expect(typeKeys(plate, "12").value).toBe("");
  expect(typeKeys(patternMask("SS"), "ё9").value).toBe("ё9");
});

test("pattern: literals after the last character are not shown, so the field ends where the visitor stopped", () => {
  expect(typeKeys(date, "01").value).toBe("01");
  expect(typeKeys(phoneMask, "911").value).toBe("+7 (911");
});

test("maximum length equals the pattern's length: a keystroke beyond it does nothing", () => {
  expect(maskCapacity(date)).toBe(8);
  expect(typeKeys(date, "010220249")).toEqual(field("01.02.2024"));
  expect(planEdit(date, "01.02.2024", 10, 10, "insertText", "9")).toEqual({ action: "block" });
});

test("maximum length: typing in the middle of a full mask is blocked too, the value and caret stay", () => {
  expect(typeKeys(phoneMask, "5", field("+7 (911) 404-11-12", 5))).toEqual(field("+7 (911) 404-11-12", 5));
});

test("maximum length: typing over a selection of a full mask replaces it", () => {
  expect(planEdit(date, "01.02.2024", 0, 2, "insertText", "3")).toEqual({ action: "native" });
});

test("editing keys are not counted as characters: Backspace and Delete work on a full mask", () => {
  expect(planEdit(phoneMask, "+7 (911) 404-11-12", 18, 18, "deleteContentBackward", null)).toEqual({ action: "native" });
  expect(typeKeys(phoneMask, "{Backspace}", field("+7 (911) 404-11-12"))).toEqual(field("+7 (911) 404-11-1"));
  expect(typeKeys(phoneMask, "{Delete}", field("+7 (911) 404-11-12", 4))).toEqual(field("+7 (114) 041-11-2", 4));
});

test("money: typing 1200000 shows «1 200 000 ₽», plain spaces, the caret before the sign", () => {
  expect(typeKeys(moneyMask, "1200000")).toEqual(field("1 200 000 ₽", 9));
  expect(typeKeys(moneyMask, "1200000").value).not.toMatch(/[\u00a0\u202f]/);
});

test("money: the sign comes with the first digit and goes with the last one", () => {
  expect(typeKeys(moneyMask, "5")).toEqual(field("5 ₽", 1));
  expect(typeKeys(moneyMask, "{Backspace}", field("5 ₽"))).toEqual(field("", 0));
  expect(typeKeys(moneyMask, "abc").value).toBe("");
});

test("money: leading zeros are dropped, a lone 0 stays", () => {
  expect(typeKeys(moneyMask, "0").value).toBe("0 ₽");
  expect(typeKeys(moneyMask, "0075").value).toBe("75 ₽");
});

test("money: at most ten digits (the largest price a lead takes is 1 000 000 000)", () => {
  expect(typeKeys(moneyMask, "12345678901").value).toBe("1 234 567 890 ₽");
});

test("money: Backspace after the sign deletes the last digit and the groups move", () => {
  expect(typeKeys(moneyMask, "{Backspace}", field("1 200 000 ₽"))).toEqual(field("120 000 ₽", 7));
});

test("money: a digit typed after the sign joins the number, the caret stays before the sign", () => {
  expect(typeKeys(moneyMask, "5", field("1 200 ₽"))).toEqual(field("12 005 ₽", 6));
});

test("number: digits grouped by plain spaces, no sign (mileage «85 000»); a comma stays a comma", () => {
  expect(typeKeys(numberMask, "85000")).toEqual(field("85 000", 6));
  expect(typeKeys(numberMask, "1,5 км").value).toBe("1,5");
  expect(typeKeys(numberMask, "12345,6").value).toBe("12 345,6");
  expect(typeKeys(numberMask, "123456789").value).toBe("1 234 567");
});

test("alphanumeric: Latin and Cyrillic letters and digits up to the maximum length, nothing else", () => {
  const vin = alphanumericMask(17);
  expect(typeKeys(vin, "XW8 ZZZ-61ZEG0000001").value).toBe("XW8ZZZ61ZEG000000");
  expect(typeKeys(alphanumericMask(6), "А123ВС77").value).toBe("А123ВС");
  expect(planEdit(alphanumericMask(2), "ab", 2, 2, "insertText", "c")).toEqual({ action: "block" });
});

test("phone: typing ten digits shows «+7 (911) 404-11-12»", () => {
  expect(typeKeys(phoneMask, "9114041112")).toEqual(field("+7 (911) 404-11-12"));
});

test("phone: pasting +79114041112, 89114041112 or 9114041112 gives «+7 (911) 404-11-12» once the field is left", () => {
  for (const text of [
    "+79114041112",
    "89114041112",
    "9114041112",
    "+7 (911) 404-11-12",
    "8 911 404 11 12",
    "0079114041112",
    "00 7 911 404-11-12",
    "+7 8 911 404 11 12",
  ]) {
    expect(finishMasked(phoneMask, paste(phoneMask, text).value)).toBe("+7 (911) 404-11-12");
  }
});

test("phone: a number begun with 8 or 7 is shown as typed, «8 (911) 404-11-12», and read by its length when left", () => {
  expect(typeKeys(phoneMask, "8")).toEqual(field("8", 1));
  expect(typeKeys(phoneMask, "89114041112").value).toBe("8 (911) 404-11-12");
  expect(finishMasked(phoneMask, "8 (911) 404-11-12")).toBe("+7 (911) 404-11-12");
  expect(typeKeys(phoneMask, "79114041112").value).toBe("7 (911) 404-11-12");
  expect(finishMasked(phoneMask, "7 (911) 404-11-12")).toBe("+7 (911) 404-11-12");
});

test("phone: ten digits begun with 8 are a national number (812, St Petersburg), typed or pasted", () => {
  expect(typeKeys(phoneMask, "8124041112").value).toBe("8 (124) 041-11-2");
  expect(finishMasked(phoneMask, typeKeys(phoneMask, "8124041112").value)).toBe("+7 (812) 404-11-12");
  expect(finishMasked(phoneMask, paste(phoneMask, "8124041112").value)).toBe("+7 (812) 404-11-12");
  // A number not yet whole stays as typed, for the visitor to finish.
  expect(finishMasked(phoneMask, "8 (124) 041")).toBe("8 (124) 041");
});

test("phone: typing «+7» shows it as typed; the next digit is the code's first", () => {
  expect(typeKeys(phoneMask, "+")).toEqual(field("+"));
  expect(typeKeys(phoneMask, "+7")).toEqual(field("+7"));
  expect(typeKeys(phoneMask, "+79114041112").value).toBe("+7 (911) 404-11-12");
  expect(typeKeys(phoneMask, "+77012345678").value).toBe("+7 (701) 234-56-78");
});

test("phone: «00 7» is the international prefix: typed, «00» shows until the 7 turns it into «+7 (»", () => {
  expect(typeKeys(phoneMask, "00").value).toBe("00");
  expect(typeKeys(phoneMask, "007").value).toBe("+7 (");
  expect(typeKeys(phoneMask, "0079114041112").value).toBe("+7 (911) 404-11-12");
});

test("phone: once «+7 (» is shown, an 8 is the code's first digit (812, St Petersburg)", () => {
  expect(typeKeys(phoneMask, "8124041112", field("+7 (")).value).toBe("+7 (812) 404-11-12");
  expect(paste(phoneMask, "89114041112", field("+7 (")).value).toBe("+7 8 (911) 404-11-12");
  expect(finishMasked(phoneMask, "+7 8 (911) 404-11-12")).toBe("+7 (911) 404-11-12");
});

test("phone: letters, brackets and dashes typed are blocked; pasted, the number in them is read", () => {
  expect(typeKeys(phoneMask, "тел").value).toBe("");
  expect(finishMasked(phoneMask, paste(phoneMask, "Звоните: 8 (812) 404-11-12, Иван").value)).toBe("+7 (812) 404-11-12");
});

test("phone: a digit typed inside «+7 (» goes to the first slot", () => {
  expect(typeKeys(phoneMask, "5", field("+7 (911) 404", 0))).toEqual(field("+7 (591) 140-4", 5));
  expect(typeKeys(phoneMask, "9", field("+7 (", 1))).toEqual(field("+7 (9", 5));
});

test("phone: typing 8 over the whole selected number starts afresh", () => {
  const plan = planEdit(phoneMask, "+7 (911) 404-11-12", 0, 18, "insertText", "8");
  expect(plan).toEqual({ action: "native" });
  expect(applyMask(phoneMask, "8")).toEqual(field("8", 1));
});

test("caret: inserting a digit in the middle keeps the caret right after it", () => {
  expect(typeKeys(phoneMask, "5", field("+7 (911) 404-11", 5))).toEqual(field("+7 (951) 140-41-1", 6));
  expect(typeKeys(moneyMask, "9", field("1 200 ₽", 1))).toEqual(field("19 200 ₽", 2));
});

test("caret: deleting a digit in the middle keeps the caret where the digit was", () => {
  expect(typeKeys(phoneMask, "{Backspace}", field("+7 (951) 140-41-1", 6))).toEqual(field("+7 (911) 404-11", 5));
  expect(typeKeys(moneyMask, "{Backspace}", field("12 345 ₽", 4))).toEqual(field("1 245 ₽", 3));
});

test("Backspace right after «) » deletes the digit before the literal", () => {
  expect(typeKeys(phoneMask, "{Backspace}", field("+7 (911) 404", 9))).toEqual(field("+7 (914) 04", 6));
});

test("Delete right before a literal deletes the digit after it", () => {
  expect(typeKeys(phoneMask, "{Delete}", field("+7 (911) 404", 7))).toEqual(field("+7 (911) 04", 7));
});

test("Backspace on «+7 (» empties the field; inside «+7 (» with digits after it, it does nothing", () => {
  expect(typeKeys(phoneMask, "{Backspace}", field("+7 ("))).toEqual(field("", 0));
  expect(typeKeys(phoneMask, "{Backspace}", field("+7 (911", 2))).toEqual(field("+7 (911", 2));
});

test("unmask gives the significant characters: phone digits after +7, money and number digits", () => {
  expect(unmask(phoneMask, "+7 (911) 404-11-12")).toBe("9114041112");
  expect(unmask(moneyMask, "1 200 000 ₽")).toBe("1200000");
  expect(unmask(moneyMask, "1 200,5 ₽")).toBe("1200,5");
  expect(unmask(numberMask, "85 000")).toBe("85000");
  expect(unmask(alphanumericMask(5), "a-b c")).toBe("abc");
});

test("a value from the server or code is shown masked; a complete pattern is told apart", () => {
  expect(formatMasked(phoneMask, "89114041112")).toBe("8 (911) 404-11-12");
  expect(formatMasked(phoneMask, "+79114041112")).toBe("+7 (911) 404-11-12");
  expect(formatMasked(moneyMask, "2249000")).toBe("2 249 000 ₽");
  expect(formatMasked(phoneMask, "")).toBe("");
  expect(isMaskComplete(phoneMask, "+7 (911) 404-11-12")).toBe(true);
  expect(isMaskComplete(phoneMask, "+7 (911) 404-11")).toBe(false);
  expect(isMaskComplete(moneyMask, "")).toBe(false);
});

test("the keyboard a mask asks for: the phone keypad, digits for numbers and digit patterns", () => {
  expect(maskInputMode(phoneMask)).toBe("tel");
  expect(maskInputMode(moneyMask)).toBe("decimal");
  expect(maskInputMode(numberMask)).toBe("decimal");
  expect(maskInputMode(date)).toBe("numeric");
  expect(maskInputMode(alphanumericMask(17))).toBeUndefined();
});

test("phone: letters and emoji pasted with the number change nothing", () => {
  expect(finishMasked(phoneMask, paste(phoneMask, "тел. 8124041112 😀").value)).toBe("+7 (812) 404-11-12");
  expect(applyMask(phoneMask, "😀911", 5)).toEqual(field("+7 (911"));
});

test("money: a sum with kopecks keeps them, typed or pasted, with a comma or a point («1 200,50» → «1 200,50 ₽»)", () => {
  expect(formatMasked(moneyMask, "1 200,50")).toBe("1 200,50 ₽");
  expect(formatMasked(moneyMask, "1200.5")).toBe("1 200,5 ₽");
  expect(formatMasked(moneyMask, "1,200,000")).toBe("1 200 000 ₽");
  expect(formatMasked(moneyMask, "1.200")).toBe("1 200 ₽");
  expect(typeKeys(moneyMask, "1234567,89")).toEqual(field("1 234 567,89 ₽", 12));
  expect(typeKeys(moneyMask, "1500000.50").value).toBe("1 500 000,50 ₽");
  expect(paste(moneyMask, "1 200,50").value).toBe("1 200,50 ₽");
});

test("money: a third kopeck digit, a second comma or a comma that would make kopecks of three digits is blocked", () => {
  expect(typeKeys(moneyMask, "1,567").value).toBe("1,56 ₽");
  expect(typeKeys(moneyMask, "1,5,6").value).toBe("1,56 ₽");
  expect(typeKeys(moneyMask, ",", field("1 234 567 ₽", 5))).toEqual(field("1 234 567 ₽", 5));
  expect(typeKeys(moneyMask, "0,5").value).toBe("0,5 ₽");
  expect(typeKeys(moneyMask, ",5").value).toBe("0,5 ₽");
});

test("money: a comma left with nothing after it goes when the field is left", () => {
  expect(typeKeys(moneyMask, "1200,").value).toBe("1 200, ₽");
  expect(finishMasked(moneyMask, "1 200, ₽")).toBe("1 200 ₽");
  expect(finishMasked(moneyMask, "1 200,5 ₽")).toBe("1 200,5 ₽");
});
