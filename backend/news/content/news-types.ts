/** One news article as it is written in the content files, before it becomes a database row. */
export type NewsContent = {
  id: number;
  code: string;
  name: string;
  /** Publication time, 'YYYY-MM-DD HH:MM:SS' (Moscow time, as the site shows it). */
  date: string;
  metaTitle: string;
  metaDescription: string;
  preview: string;
  /** Blocks of simple HTML (<p>, <h2>, <ul>/<li>), joined with new lines. */
  body: string[];
  /** Ended campaigns stay in the database for history but are hidden from the site. */
  active?: boolean;
};
