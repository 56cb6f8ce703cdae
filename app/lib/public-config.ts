/** Settings the browser needs, taken from the server's environment by the root loader. */
export type PublicConfig = {
  personalAccountUrl: string;
  onlineShowroomUrl: string;
  ratingWidgetUrl: string | null;
  callTrackingScriptUrl: string | null;
  /** The dealer's Yandex Metrika counter, started once the visitor accepts cookies (docs/decisions/0114). */
  metrikaId: number | null;
  siteUrl: string;
};
