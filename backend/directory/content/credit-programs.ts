import type { creditProgramTerms, creditPrograms } from "../schema";

type CreditProgramRow = typeof creditPrograms.$inferInsert;
type TermRow = typeof creditProgramTerms.$inferInsert;

type ProgramContent = Omit<CreditProgramRow, "sortOrder"> & { terms: number[] };

const years = (...n: number[]) => n.map((y) => y * 12);

// Rates are the dealer's advertised conditions; the bank makes the final decision (the site says so).
const programs: ProgramContent[] = [
  {
    id: 1,
    name: "Genesis Finance Стандарт",
    bank: "Genesis Finance",
    description:
      "Классический кредит на новый Genesis без обязательного КАСКО: фиксированная ставка на весь срок и досрочное погашение без комиссий.",
    active: true,
    minPrice: 2_000_000,
    maxPrice: 15_000_000,
    minCredit: 300_000,
    maxCredit: 12_000_000,
    minPrepay: 20,
    maxPrepay: 80,
    rate: 14.9,
    restcost: 0,
    // No commission, no required insurance: the ПСК is the rate.
    feePercent: 0,
    insurancePercent: 0,
    lender: "Genesis Finance",
    terms: years(1, 2, 3, 4, 5, 6, 7),
  },
  {
    // The special offer «Genesis Finance: кредит от 5,9 % годовых» (backend/offers/content), for its models only.
    id: 6,
    name: "Genesis Finance: субсидированная ставка",
    bank: "Genesis Finance",
    description:
      "Для G70, GV70 и нового G80: часть процентов компенсирует Genesis, поэтому ставка 5,9 % остаётся неизменной весь срок. Первоначальный взнос от 30 %, срок до трёх лет, подтверждение дохода.",
    active: true,
    minPrice: 2_000_000,
    maxPrice: 12_000_000,
    minCredit: 300_000,
    maxCredit: 8_000_000,
    minPrepay: 30,
    maxPrepay: 80,
    rate: 5.9,
    restcost: 0,
    // Life insurance at 1 % of the credit a year is a condition of the subsidised rate.
    feePercent: 0,
    insurancePercent: 1,
    lender: "Genesis Finance",
    models: ["g70", "gv70", "g80-new"],
    terms: years(1, 2, 3),
  },
  {
    id: 2,
    name: "Genesis Finance с остаточным платежом",
    bank: "Genesis Finance",
    description:
      "Для GV80 и G90: до 45 % стоимости автомобиля переносится на конец срока, поэтому ежемесячный платёж заметно меньше. Последний платёж можно внести, рефинансировать или сдать автомобиль по программе трейд-ин.",
    active: true,
    minPrice: 2_000_000,
    maxPrice: 15_000_000,
    minCredit: 500_000,
    maxCredit: 10_000_000,
    minPrepay: 20,
    maxPrepay: 70,
    rate: 9.9,
    restcost: 45,
    feePercent: 0,
    insurancePercent: 0,
    lender: "Genesis Finance",
    // The special offer «Кредит с остаточным платежом для GV80 и G90».
    models: ["gv80", "g90"],
    terms: years(2, 3, 4),
  },
  {
    id: 3,
    name: "Быстрое решение",
    bank: "Эталон Банк",
    description:
      "Решение по двум документам за 30 минут прямо в дилерском центре. Можно без первоначального взноса; ставка зависит от суммы взноса и срока.",
    active: true,
    minPrice: 1_500_000,
    maxPrice: 12_000_000,
    minCredit: 100_000,
    maxCredit: 8_000_000,
    minPrepay: 0,
    maxPrepay: 90,
    rate: 17.5,
    restcost: 0,
    // A 2 % commission for the decision in 30 minutes, paid when the credit is given.
    feePercent: 2,
    insurancePercent: 0,
    lender: "Эталон Банк",
    terms: years(1, 2, 3, 4, 5),
  },
  {
    id: 4,
    name: "Лёгкий старт",
    bank: "Меридиан Банк",
    description:
      "Сниженная ставка на короткий срок при взносе от 30%: подходит тем, кто хочет быстро погасить кредит и сэкономить на процентах.",
    active: true,
    minPrice: 2_000_000,
    maxPrice: 12_000_000,
    minCredit: 300_000,
    maxCredit: 8_000_000,
    minPrepay: 30,
    maxPrepay: 90,
    rate: 12.9,
    restcost: 0,
    feePercent: 0,
    insurancePercent: 0,
    lender: "Меридиан Банк",
    terms: years(1, 2, 3),
  },
  {
    id: 5,
    name: "Зимнее предложение 2025",
    bank: "Genesis Finance",
    description: "Субсидированная ставка на автомобили 2024 года выпуска. Программа завершена 31 марта 2025 года.",
    active: false,
    minPrice: 2_000_000,
    maxPrice: 10_000_000,
    minCredit: 500_000,
    maxCredit: 7_000_000,
    minPrepay: 30,
    maxPrepay: 80,
    rate: 5.9,
    restcost: 0,
    terms: years(1, 2, 3),
  },
];

/** Seed rows of the credit programs, in the order the configurator lists them. */
export const creditProgramSeed: CreditProgramRow[] = programs.map(({ terms: _terms, ...program }, index) => ({
  ...program,
  sortOrder: (index + 1) * 10,
}));

/** Seed rows of the programs' terms, in months. */
export const creditProgramTermSeed: TermRow[] = programs.flatMap((program) =>
  program.terms.map((term) => ({ programId: program.id, term })),
);
