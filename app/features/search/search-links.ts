/** Links offered next to an empty search and when nothing is found. */
export const popularLinks: readonly { title: string; href: string }[] = [
  { title: "Модельный ряд", href: "/models.html" },
  { title: "Автомобили в наличии", href: "/avto-v-nalicii.html" },
  { title: "Тест-драйв", href: "/test-drive.html" },
  { title: "Конфигуратор", href: "/configurator" },
  { title: "Специальные предложения", href: "/special-offers.html" },
  { title: "Сервис", href: "/servis.html" },
  { title: "Контакты", href: "/contacts.html" },
];

/** Words to try when a query found nothing. */
export const suggestedQueries: readonly string[] = ["G80", "кредит", "гарантия", "тест-драйв", "сервис"];
