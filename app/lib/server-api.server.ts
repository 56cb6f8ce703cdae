import type { AppLoadContext } from "react-router";
import { type Api, createApi } from "~/lib/api-client";

const clients = new Map<string, Api>();

/** The API client loaders use: it reaches the backends at the absolute bases the web server gives. */
export function getServerApi(context: AppLoadContext): Api {
  const bases = { ...context.serviceBases, api: context.apiBaseUrl, dealer: context.dealerBaseUrl };
  const key = JSON.stringify(bases);
  let api = clients.get(key);
  if (!api) {
    api = createApi({ requireService: bases });
    clients.set(key, api);
  }
  return api;
}
