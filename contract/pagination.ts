import { z } from "zod";

/** Paging of a list answer: the requested page and size, and how many items there are in all. */
export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
