// The vacancies and the team from the API (docs/decisions/0104): cached for a minute like the news and
// offers, and rendered afresh when staff publish (the page cache follows the content version).
import { data, type AppLoadContext } from "react-router";
import { vacancyListSchema, workerListSchema, workerSchema, workerSlugPattern, type Vacancy, type Worker } from "@contract/people";
import { ApiError } from "~/lib/api-client";
import { getCached } from "~/lib/cached-get.server";
import { goneTarget } from "~/lib/content-gone";
import { errorMessages } from "~/lib/error-messages";
import { logLoadFailure } from "~/lib/log";
import { getColleagues } from "./workers";
import { getServerApi } from "~/lib/server-api.server";

/** The open positions in the page's order (GET /v1/vacancies); rejects when the call fails. */
export async function fetchVacancies(context: AppLoadContext): Promise<Vacancy[]> {
  return (await getCached(getServerApi(context), "/v1/vacancies", { schema: vacancyListSchema })).items;
}

/** The open positions, or null when they could not be loaded (logged here, once per load). */
export async function loadVacancies(context: AppLoadContext): Promise<Vacancy[] | null> {
  try {
    return await fetchVacancies(context);
  } catch (error) {
    logLoadFailure(errorMessages.vacanciesLoadFailed, error, "страница вакансий показана без списка вакансий");
    return null;
  }
}

/** The team in the pages' order (GET /v1/workers); a failing API is the page's 503. */
export async function loadWorkers(context: AppLoadContext): Promise<Worker[]> {
  try {
    return (await getCached(getServerApi(context), "/v1/workers", { schema: workerListSchema })).items;
  } catch (error) {
    logLoadFailure(errorMessages.workersLoadFailed, error, "посетитель видит страницу «не удалось получить список сотрудников» (503)");
    throw data(errorMessages.workersLoadFailed, { status: 503 });
  }
}

/** The team for a page that only quotes some of it (the about page's «Команда»): empty when it could not be loaded (logged). */
export async function loadTeamQuietly(context: AppLoadContext): Promise<Worker[]> {
  try {
    return (await getCached(getServerApi(context), "/v1/workers", { schema: workerListSchema })).items;
  } catch (error) {
    logLoadFailure(errorMessages.workersLoadFailed, error, "экран «Команда» на странице о дилере показан без карточек сотрудников");
    return [];
  }
}

/**
 * A worker's page data: the worker (GET /v1/workers/{slug}) and the colleagues of their department. An
 * unknown address is a 404, a worker staff took off the site a 410, a failing API a 503.
 */
export async function loadWorkerPage(context: AppLoadContext, slug: string): Promise<{ worker: Worker; colleagues: Worker[] }> {
  // Addresses are slugs; anything else cannot name a worker and is not sent to the API.
  if (slug.length > 100 || !workerSlugPattern.test(slug)) throw data(null, { status: 404 });
  let worker: Worker;
  try {
    worker = await getCached(getServerApi(context), `/v1/workers/${slug}`, { schema: workerSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    if (goneTarget(error) !== undefined) throw data(errorMessages.workerGone, { status: 410 });
    logLoadFailure(errorMessages.workerLoadFailed, error, "посетитель видит страницу «не удалось получить сотрудника» (503)");
    throw data(errorMessages.workerLoadFailed, { status: 503 });
  }
  const team = await loadWorkers(context);
  return { worker, colleagues: getColleagues(worker, team) };
}
