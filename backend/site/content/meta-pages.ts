import type { MetaContent } from "./meta-types";

const og = (name: string) => `/images/og/${name}.jpg`;

/** Meta tags of the site's pages other than the model families, in the order of app/routes.ts. */
export const pageMetaContent: MetaContent[] = [
  {
    id: "home",
    route: "/",
    title: "Официальный дилер Genesis в Москве и области — Genesis Химки",
    description:
      "Genesis Химки на Ленинградском шоссе: G70, GV70, G80, GV80 и G90 в наличии, тест-драйв, кредит и трейд-ин, сервис по стандартам бренда.",
  },
  {
    id: "sitemap",
    route: "/sitemap.html",
    title: "Карта сайта: все разделы и страницы — Genesis Химки",
    description:
      "Все разделы сайта Genesis Химки на одной странице: модели и их характеристики, покупка и кредит, сервис, новости, вакансии и контакты дилера.",
  },
  {
    id: "search",
    route: "/search.html",
    title: "Поиск по сайту официального дилера — Genesis Химки",
    description:
      "Найдите модель, комплектацию, сервисную услугу или новость на сайте Genesis Химки: поиск по страницам, модельному ряду и новостям дилера.",
  },
  {
    id: "clients",
    route: "/clients.html",
    title: "Покупка Genesis: кредит, лизинг и трейд-ин — Genesis Химки",
    description:
      "Как купить Genesis в Химках: персональный менеджер, тест-драйв, кредит и лизинг, зачёт вашего автомобиля по программе трейд-ин и страхование в одном месте.",
  },
  {
    id: "videochat",
    route: "/videochat.html",
    title: "Видеоконсультация с менеджером Genesis — Genesis Химки",
    description:
      "Покажем автомобиль по видеосвязи: менеджер проведёт онлайн-экскурсию по салону, сравнит комплектации и ответит на вопросы, не выходя из дома.",
  },
  {
    id: "news",
    route: "/news.html",
    title: "Новости бренда и дилерского центра — Genesis Химки",
    description:
      "Новости Genesis и дилерского центра в Химках: новые модели и поставки, сервисные кампании, специальные предложения и события для владельцев.",
    ogImage: og("news"),
  },
  {
    id: "news-detail",
    route: "/news/:code.html",
    title: "Новость бренда Genesis и дилерского центра — Genesis Химки",
    description:
      "Новость официального дилера Genesis в Химках: подробности о моделях, поставках, сервисных акциях и событиях бренда для клиентов и владельцев.",
    ogImage: og("news"),
  },
  {
    id: "future",
    route: "/genesis-future-vehicles.html",
    title: "Будущее Genesis: электромобили и концепты — Genesis Химки",
    description:
      "Куда движется Genesis: переход на электромобили, концепты Genesis X и Mint и технологии, которые скоро появятся в серийных автомобилях бренда.",
    ogImage: og("future"),
  },
  {
    id: "future-genesis-x",
    route: "/genesis-future-vehicles-genesis-x.html",
    title: "Концепт Genesis X: электрический гран-турер — Genesis Химки",
    description:
      "Genesis X — электрический купе-гран-турер, в котором бренд показал свой будущий дизайн: двойные линии света, длинный капот и салон для водителя.",
    ogImage: og("future"),
  },
  {
    id: "future-mint",
    route: "/genesis-future-vehicles-mint.html",
    title: "Концепт Genesis Mint: городской электромобиль — Genesis Химки",
    description:
      "Genesis Mint — компактный электромобиль для города: двухместный салон-лаунж, поворотные сиденья, быстрая зарядка и запас хода около 320 км.",
    ogImage: og("future"),
  },
  {
    id: "promo-new-g80",
    route: "/promo-new-g80.html",
    title: "Новый Genesis G80: предварительный заказ — Genesis Химки",
    description:
      "Обновлённый бизнес-седан Genesis G80: панорамный дисплей 27 дюймов, микролинзовая оптика и тихий салон. Оставьте заявку и узнайте цены первым.",
    ogImage: og("g80-new"),
  },
  {
    id: "promo-gv80",
    route: "/promo-gv80.html",
    title: "Обновлённый Genesis GV80: что нового — Genesis Химки",
    description:
      "Обновлённый Genesis GV80: новый салон с OLED-дисплеем 27 дюймов, дизель 3.0 и бензиновые моторы, пять или семь мест. Оформите предзаказ в Химках.",
    ogImage: og("gv80"),
  },
  {
    id: "brand",
    route: "/brand.html",
    title: "Бренд Genesis: история и философия дизайна — Genesis Химки",
    description:
      "История Genesis с 2015 года, принцип атлетической элегантности, фирменные две линии света и гостеприимство, с которым бренд встречает клиентов.",
  },
  {
    id: "certified",
    route: "/certified.html",
    title: "Genesis с пробегом: сертифицированные автомобили — Genesis Химки",
    description:
      "Сертифицированные Genesis с пробегом: проверка по 150 пунктам, юридическая чистота, подтверждённая история обслуживания и гарантия дилера.",
  },
  {
    id: "warranty",
    route: "/warranty.html",
    title: "Гарантия на автомобили Genesis: 5 лет — Genesis Химки",
    description:
      "Гарантия Genesis — 5 лет или 150 000 км, помощь на дорогах и гарантия на оригинальные запчасти. Что покрывает гарантия и как её сохранить.",
  },
  {
    id: "owners",
    route: "/owners.html",
    title: "Владельцам Genesis: сервис, гарантия и помощь — Genesis Химки",
    description:
      "Всё для владельцев Genesis: запись на сервис, гарантия, помощь на дорогах, подключённые сервисы Genesis Connected и программа сервисных выгод.",
  },
  {
    id: "genesis-models",
    route: "/models.html",
    title: "Модельный ряд Genesis: седаны и кроссоверы — Genesis Химки",
    description:
      "Седаны G70, G80 и G90 и кроссоверы GV70 и GV80: сравните модели, двигатели и цены, подберите комплектацию и запишитесь на тест-драйв в Химках.",
  },
  {
    id: "contacts",
    route: "/contacts.html",
    title: "Контакты дилерского центра Genesis Химки — Genesis Химки",
    description:
      "Адрес, телефон и часы работы Genesis Химки: Ленинградское шоссе, вл. 21. Отдел продаж ежедневно с 9:00 до 21:00, сервис с 8:00 до 22:00.",
  },
  {
    id: "about",
    route: "/about.html",
    title: "О дилерском центре Genesis на Ленинградском шоссе — Genesis Химки",
    description:
      "Genesis Химки — официальный дилер бренда: шоурум со всеми моделями Genesis, лаунж для гостей, сервисный центр и персональный менеджер для каждого.",
  },
  {
    id: "vacancies",
    route: "/vakansii.html",
    title: "Вакансии дилерского центра Genesis в Химках — Genesis Химки",
    description:
      "Работа в Genesis Химки: вакансии менеджеров, мастеров-консультантов и техников. Официальное оформление, обучение по стандартам бренда и рост.",
  },
  {
    id: "products",
    route: "/products.html",
    title: "Аксессуары и оригинальные запчасти Genesis — Genesis Химки",
    description:
      "Оригинальные аксессуары и запчасти Genesis: коврики, багажные системы, защита кузова, зимние колёса в сборе. Подбор по VIN и установка в сервисе.",
  },
  {
    id: "reviews",
    route: "/otzivy.html",
    title: "Отзывы клиентов о дилерском центре Genesis — Genesis Химки",
    description:
      "Отзывы клиентов Genesis Химки о покупке, тест-драйве и сервисе. Расскажите, как прошёл ваш визит: мы читаем каждый отзыв и отвечаем на него.",
  },
  {
    id: "service-form",
    route: "/service-form.html",
    title: "Заказать обратный звонок сервиса Genesis — Genesis Химки",
    description:
      "Оставьте номер телефона, и мастер-консультант Genesis Химки перезвонит, ответит на вопросы об обслуживании и подберёт удобное время визита.",
  },
  {
    id: "companyinfo",
    route: "/company-info.html",
    title: "Информация о компании и реквизиты дилера — Genesis Химки",
    description:
      "Реквизиты официального дилера Genesis в Химках: ИНН, ОГРН, КПП, юридический адрес и банковские данные для оплаты и оформления документов.",
  },
  {
    id: "payments",
    route: "/oplata.html",
    title: "Способы оплаты автомобиля и сервиса Genesis — Genesis Химки",
    description:
      "Оплата в Genesis Химки: банковские карты, СБП, безналичный перевод для компаний, кредит и лизинг. Как оплатить автомобиль, запчасти и ремонт.",
  },
  {
    id: "workers",
    route: "/workers.html",
    title: "Команда дилерского центра Genesis Химки — Genesis Химки",
    description:
      "Познакомьтесь с командой Genesis Химки: менеджеры по продажам, мастера-консультанты и специалисты сервиса, которые помогут выбрать и обслужить Genesis.",
  },
  {
    id: "worker",
    route: "/worker/:slug.html",
    title: "Сотрудник дилерского центра Genesis Химки — Genesis Химки",
    description:
      "Ваш персональный специалист Genesis Химки: опыт работы, направление и контакты для связи. Запишитесь на встречу или тест-драйв напрямую.",
  },
  {
    id: "support",
    route: "/servis.html",
    title: "Сервис и техническое обслуживание Genesis — Genesis Химки",
    description:
      "Сервисный центр Genesis Химки: плановое ТО, диагностика, ремонт, шиномонтаж и кузовной ремонт. Оригинальные запчасти и подменный автомобиль.",
    ogImage: og("service"),
  },
  {
    id: "service-maintenance",
    route: "/servis/to.html",
    title: "Плановое ТО Genesis: регламент и стоимость — Genesis Химки",
    description:
      "Регламент технического обслуживания Genesis: интервалы, работы и стоимость ТО для G70, GV70, G80, GV80 и G90. Онлайн-запись в сервис Genesis Химки.",
    ogImage: og("service"),
  },
  {
    id: "service-detail",
    route: "/servis/:slug.html",
    title: "Сервисная услуга для автомобилей Genesis — Genesis Химки",
    description:
      "Услуга сервисного центра Genesis Химки: что входит в работы, сколько времени они занимают и как записаться на удобное время онлайн или по телефону.",
    ogImage: og("service"),
  },
  {
    id: "special-offers",
    route: "/special-offers.html",
    title: "Специальные предложения на автомобили Genesis — Genesis Химки",
    description:
      "Актуальные предложения Genesis Химки: выгодный кредит, бонус за трейд-ин, сервисные акции и автомобили с выгодой. Условия и сроки каждой программы.",
  },
  {
    id: "special-offer",
    route: "/special-offers/:id.html",
    title: "Специальное предложение дилера Genesis — Genesis Химки",
    description:
      "Условия специального предложения Genesis Химки: размер выгоды, сроки действия и модели, на которые оно распространяется. Уточняйте у менеджера.",
  },
  {
    id: "test-drive",
    route: "/test-drive.html",
    title: "Записаться на тест-драйв Genesis в Химках — Genesis Химки",
    description:
      "Тест-драйв любой модели Genesis: выберите автомобиль, дату и время онлайн. Маршрут по городу и шоссе, консультация менеджера и расчёт условий.",
  },
  {
    id: "configurator",
    route: "/configurator",
    title: "Конфигуратор Genesis: соберите свой автомобиль — Genesis Химки",
    description:
      "Выберите модель, комплектацию, цвет кузова и салона, рассчитайте кредит и получите предложение в PDF. Конфигуратор официального дилера Genesis.",
    ogImage: og("configurator"),
  },
  {
    id: "stock",
    route: "/avto-v-nalicii.html",
    title: "Автомобили Genesis в наличии в Химках — Genesis Химки",
    description:
      "Новые Genesis и сертифицированные автомобили с пробегом в наличии: фильтр по модели, двигателю и цвету, цены и бронирование без ожидания поставки.",
  },
  {
    id: "stock-car",
    route: "/feed/:id.html",
    title: "Автомобиль Genesis в наличии: цена и фото — Genesis Химки",
    description:
      "Автомобиль из наличия Genesis Химки: комплектация, цвет, цена и фотографии. Забронируйте автомобиль или запишитесь на тест-драйв именно этой машины.",
  },
  {
    id: "personal-data",
    route: "/personal-data.html",
    title: "Как мы обрабатываем персональные данные — Genesis Химки",
    description:
      "Как Genesis Химки обрабатывает персональные данные: что мы получаем из форм и договоров, зачем, как долго храним, кому передаём и как отозвать согласие.",
  },
  {
    id: "consent",
    route: "/soglasie.html",
    title: "Согласие на обработку персональных данных — Genesis Химки",
    description:
      "Согласие на обработку персональных данных, на их передачу третьим лицам и на получение рекламы: действующие редакции с датами, PDF и прежние редакции.",
  },
  {
    id: "contractors",
    route: "/contractors.html",
    title: "Информация для контрагентов и партнёров — Genesis Химки",
    description:
      "Сведения для контрагентов Genesis Химки: порядок заключения договоров, требования к поставщикам и контакты для коммерческих предложений.",
  },
  {
    id: "mobility",
    route: "/connected-services.html",
    title: "Genesis Connected Services: сервисы онлайн — Genesis Химки",
    description:
      "Подключённые сервисы Genesis: удалённый запуск и климат, цифровой ключ, поиск автомобиля, обновление карт и навигации по воздуху в приложении.",
  },
];
