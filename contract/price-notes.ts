// The note printed under a guide price, in one place for the site's pages and the configurator's PDF
// (made by the backend). Zod-free: the configurator's client bundle imports it.

/**
 * Under a guide price (`priceIndicative`: the model's price is «скоро», its sales have not begun):
 * says what the figure is and who names the final one. The brand's usual disclaimer («максимальные
 * рекомендованные розничные цены») contradicts «Ориентировочная цена» right above it.
 */
export const guidePriceNote =
  "Цена ориентировочная: продажи модели ещё не начались. Окончательную стоимость автомобиля подтвердит менеджер дилерского центра.";
