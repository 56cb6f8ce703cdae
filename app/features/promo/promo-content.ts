import type { ModelCode } from "@contract/model";
import type { Section } from "~/components/content/sections";
import type { Crumb } from "~/components/ui/page-header";

/** A model landing: what is new, key facts and the calls to action. */
export type PromoPage = {
  path: string;
  modelCode: ModelCode;
  title: string;
  metaTitle: string;
  metaDescription: string;
  lead: string;
  crumbs: readonly Crumb[];
  actions: readonly { label: string; href: string }[];
  sections: readonly Section[];
  /** The closing call to action, shown after the sales department's contacts. */
  cta: Extract<Section, { kind: "cta" }>;
};

const models: Crumb = { title: "Модели", href: "/models.html" };

/** The two landings of the route table, by path. */
export const promoPages: readonly PromoPage[] = [
  {
    path: "/promo-new-g80.html",
    modelCode: "g80-new",
    title: "Новый Genesis G80",
    metaTitle: "Новый Genesis G80 — что изменилось",
    metaDescription:
      "Обновлённый Genesis G80 в Химках: панорамный OLED-дисплей 27 дюймов, микролинзовые фары, двухуровневая решётка, новые диски и ещё более тихий салон. Запишитесь на тест-драйв.",
    lead: "Бизнес-седан, который задал стандарты бренда, стал ещё технологичнее и тише. Рассказываем, что изменилось.",
    crumbs: [models],
    actions: [
      { label: "Записаться на тест-драйв", href: "/test-drive.html" },
      { label: "Подробнее о модели", href: "/new-g80.html" },
    ],
    sections: [
      {
        kind: "features",
        title: "Что нового",
        items: [
          {
            title: "Панорамный дисплей 27 дюймов",
            text: "Приборы и мультимедиа объединены в одну OLED-панель с глубоким чёрным и высокой контрастностью.",
          },
          { title: "Микролинзовые фары", text: "Двойные линии света стали тоньше, а свет — ярче и равномернее." },
          { title: "Двухуровневая решётка", text: "Ромбовидный узор решётки в форме герба теперь собран в два слоя." },
          { title: "Сенсорный блок климата", text: "Отдельный экран с тактильным откликом под основным дисплеем." },
          { title: "Новый руль", text: "Четырёхспицевый руль с двойной линией подсветки и удобными клавишами." },
          { title: "Комфорт сзади", text: "Мониторы увеличенной диагонали, вентиляция сидений и отдельное управление климатом." },
        ],
      },
      {
        kind: "facts",
        title: "Новый G80 в цифрах",
        items: [
          { value: "27″", label: "диагональ панорамного OLED-дисплея" },
          { value: "380 л.с.", label: "самая мощная версия 3.5T" },
          { value: "5,1 с", label: "разгон до 100 км/ч" },
          { value: "Полный", label: "привод во всех версиях" },
        ],
      },
      {
        kind: "text",
        title: "Когда начнутся продажи",
        paragraphs: [
          "Цены на новый G80 будут объявлены вместе с началом продаж в России. Позвоните в отдел продаж или запишитесь на тест-драйв — мы сообщим о поступлении первых автомобилей и пригласим вас познакомиться с ними одними из первых.",
        ],
      },
    ],
    cta: {
      kind: "cta",
      title: "Познакомьтесь с новым G80",
      text: "Запишитесь на тест-драйв или соберите свою версию в конфигураторе: выберите двигатель, комплектацию и цвет.",
      actions: [
        { label: "Записаться на тест-драйв", href: "/test-drive.html" },
        { label: "Собрать в конфигураторе", href: "/configurator#slide=1&model=g80-new" },
        { label: "Автомобили в наличии", href: "/avto-v-nalicii.html?model=g80-new" },
      ],
    },
  },
  {
    path: "/promo-gv80.html",
    modelCode: "gv80",
    title: "Обновлённый Genesis GV80",
    metaTitle: "Обновлённый Genesis GV80 — что нового",
    metaDescription:
      "Обновлённый Genesis GV80 в Химках: панорамный OLED-дисплей 27 дюймов, новая решётка, диски до 22 дюймов, дизель 3.0 и бензиновые двигатели до 380 л.с. Запишитесь на тест-драйв.",
    lead: "Полноразмерный кроссовер получил новый салон, свежий облик и ещё больше внимания к пассажирам второго и третьего рядов.",
    crumbs: [models],
    actions: [
      { label: "Записаться на тест-драйв", href: "/test-drive.html" },
      { label: "Подробнее о модели", href: "/gv80.html" },
    ],
    sections: [
      {
        kind: "features",
        title: "Что нового",
        items: [
          { title: "Панорамный дисплей 27 дюймов", text: "Единая OLED-панель вместо двух отдельных экранов." },
          { title: "Новая решётка и оптика", text: "Двухслойный ромбовидный узор и микролинзовые фары с двойными линиями." },
          { title: "Диски до 22 дюймов", text: "Новые рисунки спиц для всех версий." },
          { title: "Сенсорный климат", text: "Управление всеми зонами климата на отдельном экране с тактильным откликом." },
          { title: "Тишина", text: "Активное шумоподавление и акустическое остекление передних и задних дверей." },
          { title: "Третий ряд", text: "Сиденья складываются и раскладываются электроприводом одним нажатием." },
        ],
      },
      {
        kind: "facts",
        title: "GV80 в цифрах",
        items: [
          { value: "4", label: "версии двигателя: 2.5T 249 и 304 л.с., 3.5T 380 л.с., дизель 3.0" },
          { value: "588 Н·м", label: "крутящий момент дизельной версии" },
          { value: "7", label: "мест в версии с третьим рядом" },
          { value: "2 700 кг", label: "масса буксируемого прицепа с тормозами" },
        ],
      },
      {
        kind: "text",
        title: "Когда начнутся продажи",
        paragraphs: [
          "Цены на обновлённый GV80 будут объявлены с началом продаж. Менеджер отдела продаж расскажет о сроках поставки, поможет выбрать комплектацию и сообщит, когда автомобиль появится в шоуруме.",
        ],
      },
    ],
    cta: {
      kind: "cta",
      title: "Познакомьтесь с GV80",
      text: "Запишитесь на тест-драйв или соберите свой GV80 в конфигураторе: выберите двигатель, число мест и цвет.",
      actions: [
        { label: "Записаться на тест-драйв", href: "/test-drive.html" },
        { label: "Собрать в конфигураторе", href: "/configurator#slide=1&model=gv80" },
        { label: "Автомобили в наличии", href: "/avto-v-nalicii.html?model=gv80" },
      ],
    },
  },
];

/** The landing of a path, or undefined. */
export function findPromoPage(pathname: string): PromoPage | undefined {
  return promoPages.find((page) => page.path === pathname);
}
