// The home page as the site ships it: the studio's revision 0 (the seed) and what the pages show when the
// content API does not answer. Server code only: the browser never needs the shipped copy.
import { homeBlocks, type HomePageDraft } from "./home-page";

export const shippedHomePage: HomePageDraft = {
  slides: [
    {
      model: "g90",
      eyebrow: "Genesis G90 · флагманский седан",
      title: "Роскошь, в центре которой — человек",
      text: "Пневмоподвеска с камерой заранее видит неровности, подруливающая задняя ось делает большой седан послушным в городе, а в салоне тихо на любой скорости. G90 бережёт главное — ваше время и силы.",
      buttonLabel: "Подробнее о G90",
      link: "/g90.html",
      picture: "",
      pictureAlt: "",
    },
    {
      model: "g80-new",
      eyebrow: "Новый Genesis G80 · бизнес-седан",
      title: "Классика, которой есть что сказать",
      text: "Панорамный дисплей во всю переднюю панель, полный привод и задний ряд, где хочется ехать пассажиром. Обновлённый G80 сохранил пропорции большого седана и стал ещё внимательнее к деталям.",
      buttonLabel: "Подробнее о G80",
      link: "/new-g80.html",
      picture: "",
      pictureAlt: "",
    },
    {
      model: "gv80",
      eyebrow: "Genesis GV80 · полноразмерный кроссовер",
      title: "Простор, который говорит о статусе спокойно",
      text: "Пять или семь мест, бензиновый или дизельный двигатель и подвеска, которая готовится к неровностям заранее. GV80 одинаково уверен на городском проспекте и на дороге к загородному дому.",
      buttonLabel: "Подробнее о GV80",
      link: "/gv80.html",
      picture: "",
      pictureAlt: "",
    },
    {
      model: "gv70",
      eyebrow: "Genesis GV70 · кроссовер среднего размера",
      title: "Характер купе и свобода кроссовера",
      text: "Атлетичный силуэт, полный привод, который сам подстраивается под снег и грязь, и салон с активным шумоподавлением. GV70 — для тех, кто любит водить и не хочет выбирать между динамикой и практичностью.",
      buttonLabel: "Подробнее о GV70",
      link: "/gv70.html",
      picture: "",
      pictureAlt: "",
    },
    {
      model: "g70",
      eyebrow: "Genesis G70 · спортивный седан",
      title: "Седан для тех, кто любит дорогу",
      text: "Точный руль, адаптивная подвеска и полный привод на базе заднеприводной архитектуры. G70 — самый лёгкий на подъём Genesis и самый доступный способ познакомиться с маркой.",
      buttonLabel: "Подробнее о G70",
      link: "/new-g70.html",
      picture: "",
      pictureAlt: "",
    },
  ],
  blocks: homeBlocks.map((id) => ({ id, shown: true })),
};
