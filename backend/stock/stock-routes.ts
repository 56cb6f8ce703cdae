import { stockConditions, stockPageSize, stockSoldMessage, stockSorts } from "@contract/stock";
import { fail } from "@contract/envelope";
import { stockCarIdPattern } from "@contract/stock-ids";
import type { RequestHandler } from "express";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { enumParam, parseParams, parseQuery, positiveIntParam, querySchema, textParam } from "../http/query";
import { sendOk } from "../http/respond";
import { z } from "zod";
import { searchStock, similarCars } from "./stock-search";
import type { StockReader } from "./stock-store";

const listQuery = querySchema({
  model: textParam("model", 80).optional(),
  condition: enumParam("condition", stockConditions).optional(),
  engine: textParam("engine", 80).optional(),
  drive: textParam("drive", 80).optional(),
  color: textParam("color", 80).optional(),
  year: positiveIntParam("year", 2100).optional(),
  priceMin: positiveIntParam("priceMin", 1_000_000_000).optional(),
  priceMax: positiveIntParam("priceMax", 1_000_000_000).optional(),
  mileageMax: positiveIntParam("mileageMax", 2_000_000).optional(),
  sort: enumParam("sort", stockSorts).optional(),
  page: positiveIntParam("page", 10_000).optional(),
  pageSize: positiveIntParam("pageSize", 100).optional(),
});

const idParams = z.object({
  id: z.string().regex(stockCarIdPattern, messages.stockCarNotFound),
});
const noQuery = querySchema({});

/**
 * GET /v1/stock: the cars of the feeds' last good snapshots, filtered (model, condition, engine, drive,
 * color, year, priceMin, priceMax, mileageMax), sorted (sort) and paged (page, pageSize: 24), with
 * the count of every filter's values.
 */
export function stockListHandler(reader: StockReader): RequestHandler {
  return async (req, res) => {
    const { sort = "price-asc", page = 1, pageSize = stockPageSize, ...filters } = parseQuery(listQuery, req);
    const { cars } = await reader.current();
    sendOk(res, searchStock(cars, { filters, sort, page, pageSize }));
  };
}

/**
 * GET /v1/stock/{id}: one car; 410 «Автомобиль уже продан» with similar cars when it has left its
 * feed, 404 when it never was in one.
 */
export function stockCarHandler(reader: StockReader): RequestHandler {
  return async (req, res) => {
    const parsed = idParams.safeParse(req.params);
    if (!parsed.success) throw new HttpError(404, messages.stockCarNotFound);
    const { id } = parseParams(idParams, req);
    parseQuery(noQuery, req);
    const stock = await reader.current();
    const car = stock.byId.get(id);
    if (car) {
      sendOk(res, car);
      return;
    }
    // An address shared before the ids stopped holding VINs (docs/decisions/0091): the car's address now.
    const renamed = reader.renamed(id);
    if (renamed && stock.byId.has(renamed)) {
      res
        .status(301)
        .set({ Location: encodeURIComponent(renamed), "Cache-Control": "public, max-age=3600" })
        .json({ ...fail(messages.stockCarMoved), data: { id: renamed } });
      return;
    }
    const departed = (await reader.departed(id)) ?? (renamed ? await reader.departed(renamed) : null);
    if (!departed) throw new HttpError(404, messages.stockCarNotFound);
    res
      .status(410)
      .set("Cache-Control", "public, max-age=60")
      .json({ ...fail(stockSoldMessage), data: { similar: similarCars(stock.cars, departed) } });
  };
}
