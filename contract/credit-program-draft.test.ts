import { expect, test } from "vitest";
import { creditProgramDraftSchema, creditProgramMessages, draftCreditCostRange, type CreditProgramForm } from "./credit-program-draft";

const form = (overrides: Partial<CreditProgramForm> = {}): CreditProgramForm => ({
  name: "Genesis Finance Стандарт",
  bank: "Genesis Finance",
  description: "Классический кредит на новый Genesis без обязательного КАСКО.",
  active: true,
  min_price: "2 000 000",
  max_price: "15 000 000 ₽",
  min_credit: "300 000",
  max_credit: "12 000 000,00",
  min_prepay: "20",
  max_prepay: "80",
  rate: "14,9",
  restcost: "0",
  terms: "12, 24, 36",
  models: [],
  order: "10",
  lender: "Genesis Finance",
  fee_percent: "0",
  insurance_percent: "0",
  ...overrides,
});

/** Each field's first message, as the editor shows them. */
function messages(input: CreditProgramForm): Record<string, string> {
  const parsed = creditProgramDraftSchema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}

test("reads sums, rates and terms as staff type them: spaces, a decimal comma, a unit", () => {
  const draft = creditProgramDraftSchema.parse(form({ rate: "5,95", fee_percent: "1,5", terms: "36 12;24 12" }));
  expect(draft).toMatchObject({
    min_price: 2_000_000,
    max_price: 15_000_000,
    max_credit: 12_000_000,
    rate: 5.95,
    fee_percent: 1.5,
    terms: [12, 24, 36],
    order: 10,
  });
  // What was stored reads again as it is (publishing parses the saved draft).
  expect(creditProgramDraftSchema.parse(draft)).toEqual(draft);
});

test("names every field that is wrong, in Russian", () => {
  expect(
    messages(
      form({
        name: "Ок",
        bank: "",
        description: "Коротко",
        min_price: "два миллиона",
        max_credit: "1 234 567,89",
        min_prepay: "20,5",
        rate: "100",
        restcost: "-5",
        terms: "12, 240",
        order: "первый",
        fee_percent: "101",
        insurance_percent: "страховка",
      }),
    ),
  ).toEqual({
    name: creditProgramMessages.nameRequired,
    bank: creditProgramMessages.bankRequired,
    description: creditProgramMessages.descriptionRequired,
    min_price: creditProgramMessages.priceInvalid,
    max_credit: creditProgramMessages.wholeRoubles,
    min_prepay: creditProgramMessages.prepayInvalid,
    rate: creditProgramMessages.rateInvalid,
    restcost: creditProgramMessages.restcostInvalid,
    terms: creditProgramMessages.termsInvalid,
    order: creditProgramMessages.orderInvalid,
    fee_percent: creditProgramMessages.feeInvalid,
    insurance_percent: creditProgramMessages.insuranceInvalid,
  });
});

test("an empty order is named, not taken for the top of the list", () => {
  expect(messages(form({ order: "" }))).toEqual({ order: creditProgramMessages.orderInvalid });
});

test("a rate reads up to 99,99 % with two decimals", () => {
  expect(messages(form({ rate: "99,99" }))).toEqual({});
  expect(messages(form({ rate: "0" }))).toEqual({});
  expect(messages(form({ rate: "14,905" }))).toEqual({ rate: creditProgramMessages.rateInvalid });
});

test("the lower bound of each range is not above the upper, and the down payment leaves a credit", () => {
  expect(messages(form({ min_price: "16 000 000", min_credit: "13 000 000", min_prepay: "90" }))).toEqual({
    max_price: creditProgramMessages.priceOrder,
    max_credit: creditProgramMessages.creditOrder,
    max_prepay: creditProgramMessages.prepayOrder,
  });
  expect(messages(form({ min_prepay: "60", restcost: "45" }))).toEqual({ min_prepay: creditProgramMessages.prepayLeavesNoCredit });
  // Rules are checked beside the other fields' problems, not after them.
  expect(messages(form({ name: "", min_price: "16 000 000" }))).toEqual({
    name: creditProgramMessages.nameRequired,
    max_price: creditProgramMessages.priceOrder,
  });
});

test("the lender, the fee and the insurance go together or not at all", () => {
  expect(messages(form({ lender: "", fee_percent: "2", insurance_percent: "" }))).toEqual({
    lender: creditProgramMessages.costDataTogether,
    insurance_percent: creditProgramMessages.costDataTogether,
  });
  const none = creditProgramDraftSchema.parse(form({ lender: "", fee_percent: "", insurance_percent: "" }));
  expect(none).toMatchObject({ lender: "", fee_percent: null, insurance_percent: null });
  expect(draftCreditCostRange(none)).toBeNull();
});

test("the editor's ПСК is the range visitors see: the rate without charges, more with a fee", () => {
  expect(draftCreditCostRange(creditProgramDraftSchema.parse(form()))).toEqual({ min: 14.9, max: 14.9 });
  const withFee = draftCreditCostRange(creditProgramDraftSchema.parse(form({ fee_percent: "2" })));
  expect(withFee?.min).toBeGreaterThan(14.9);
  expect(withFee!.max).toBeGreaterThan(withFee!.min);
});
