import { Dialog } from "~/components/ui/dialog";
import { usePopups } from "~/features/layout/layout-context";
import styles from "./privacy-popup.module.css";

/** A readable summary of the privacy policy, with the full document as a PDF. */
export function PrivacyPopup() {
  const { privacyOpen, closePrivacy } = usePopups();
  return (
    <Dialog open={privacyOpen} onClose={closePrivacy} title="Политика конфиденциальности" className={styles.wide}>
      <p>Коротко о том, как сайт официального дилера Genesis в Химках обращается со сведениями о вас.</p>
      <ul className={styles.summary}>
        <li>
          <strong>Что мы получаем.</strong> Только то, что вы сами указываете в формах (имя, телефон, электронная почта, выбранная модель и
          время визита), и технические данные посещения: адрес страницы, тип устройства и браузера, файлы cookie.
        </li>
        <li>
          <strong>Зачем.</strong> Чтобы связаться с вами по заявке, записать на тест-драйв или сервис, подготовить предложение и сделать
          сайт удобнее. Рекламные рассылки — только с вашего отдельного согласия.
        </li>
        <li>
          <strong>Кому передаём.</strong> Никому, кроме сотрудников дилерского центра и подрядчиков, которые обслуживают сайт и обработку
          заявок по договору с нами и соблюдают конфиденциальность.
        </li>
        <li>
          <strong>Cookie.</strong> Нужны для работы сайта и обезличенной статистики посещений. Их можно отключить в настройках браузера —
          часть функций сайта при этом может работать хуже.
        </li>
        <li>
          <strong>Ваши права.</strong> Вы можете узнать, какие данные о вас хранятся, уточнить их или отозвать согласие на обработку,
          написав или позвонив в дилерский центр.
        </li>
      </ul>
      <div className={styles.actions}>
        <a href="/docs/privacy-policy.pdf" className="button" target="_blank" rel="noopener">
          Полный текст (PDF)
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </a>
        <a href="/docs/personal-data-policy.pdf" className={styles.textLink} target="_blank" rel="noopener">
          Политика обработки персональных данных
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </a>
      </div>
    </Dialog>
  );
}
