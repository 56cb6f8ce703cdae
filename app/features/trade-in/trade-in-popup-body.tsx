import { TradeInForm, TradeInNextSteps } from "./trade-in-form";
import styles from "./trade-in.module.css";

/** The trade-in popup's content: a line on what the dealer does, and the form. */
export function TradeInPopupBody(props: { place: string; activeModel: number; onSent: (number: string) => void }) {
  return (
    <>
      <p className={styles.intro}>Расскажите о своём автомобиле — мы предложим цену и зачтём её в стоимость нового Genesis.</p>
      <TradeInForm place={props.place} activeModel={props.activeModel} onSuccess={(success) => props.onSent(success.number)} />
    </>
  );
}

/** The success popup's content: the request number and what happens next. */
export function TradeInSuccessBody(props: { number: string; onClose: () => void }) {
  return (
    <div role="status">
      <p className={styles.number}>
        Номер заявки: <strong>{props.number}</strong>
      </p>
      <TradeInNextSteps />
      <button type="button" className="button" onClick={props.onClose}>
        Хорошо
      </button>
    </div>
  );
}
