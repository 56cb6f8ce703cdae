// The ПСК a credit program's form gives, as the site will print it beside the rate (docs/decisions/0097):
// computed in the browser while staff type, and on the server for the saved draft, by contract/credit-cost.ts.
import { creditCostRangeLabel } from "@contract/credit-cost";
import { creditProgramDraftSchema, draftCreditCostRange, type CreditProgramForm } from "@contract/credit-program-draft";
import { decimalComma } from "@contract/numbers";
import { formatPrice } from "~/lib/format";
import styles from "~/features/staff/staff.module.css";

/** What visitors will read of the program as the form stands: its rate with the ПСК, or why there is none. */
function previewOf(form: CreditProgramForm): { text: string; detail: string | null } {
  const parsed = creditProgramDraftSchema.safeParse(form);
  if (!parsed.success) return { text: "ПСК посчитаем, когда все поля будут заполнены без ошибок", detail: null };
  const draft = parsed.data;
  if (draft.lender === "" || draft.fee_percent === null || draft.insurance_percent === null) {
    return {
      text: "Без кредитора, комиссии и страховки ПСК не посчитать: сайт покажет программу без ставки и платежа",
      detail: null,
    };
  }
  const range = draftCreditCostRange(draft);
  if (!range) return { text: "При этих суммах, взносах и сроках кредит не выдать: проверьте диапазоны", detail: null };
  return {
    text: `Ставка ${decimalComma(draft.rate)}\u00a0% годовых, ${creditCostRangeLabel(range)}`,
    detail:
      `Кредитор — ${draft.lender}; комиссия ${decimalComma(draft.fee_percent)}\u00a0%, страхование жизни ${decimalComma(draft.insurance_percent)}\u00a0% в год; ` +
      `кредит от ${formatPrice(draft.min_credit)} до ${formatPrice(draft.max_credit)} на ${draft.terms.join(", ")} мес.`,
  };
}

/** The panel beside the form: the ПСК range over the program's terms and down payments, as a stock car's page prints it. */
export function CreditCostPreview(props: { form: CreditProgramForm }) {
  const { text, detail } = previewOf(props.form);
  return (
    <section className={styles.panel} aria-labelledby="credit-cost-title">
      <h2 id="credit-cost-title">Что увидят посетители</h2>
      <p aria-live="polite" data-testid="credit-cost-preview">
        <strong>{text}</strong>
      </p>
      {detail ? <p className={styles.muted}>{detail}</p> : null}
      <p className={styles.muted}>
        ПСК считается по 353-ФЗ для каждого срока и взноса программы; у конкретного автомобиля диапазон может быть уже.
      </p>
    </section>
  );
}
