/** Settings the browser needs, taken from the server's environment by the root loader. */
export type PublicConfig = {
  personalAccountUrl: string;
  onlineShowroomUrl: string;
  ratingWidgetUrl: string | null;
  callTrackingScriptUrl: string | null;
  siteUrl: string;
};
