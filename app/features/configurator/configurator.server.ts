// The configurator's server side: its data (packages, paints, credit programs, cities and dealers),
// the PDF call on the leads API (docs/product.md §7 «Pdf»: `file` names the PDF, a missing name is «Неверный
// ответ сервера») and the action of «Отправить менеджеру», which makes the PDF first and then sends
// the lead through the dealer API's pipeline with the PDF's name as `file`.
import { data, type AppLoadContext } from "react-router";
import { pdfAnswerSchema } from "@contract/configurator-pdf";
import { creditProgramListSchema, type CreditProgram } from "@contract/credit-program";
import { configuratorRequestSchema } from "@contract/leads";
import { decimalComma } from "@contract/numbers";
import { loadDealerChoices } from "~/features/dealers/dealer-choices.server";
import { clientIp, submitLead } from "~/features/leads/lead-action.server";
import { formKeyOf } from "~/features/leads/submission-key.server";
import { formInput, formValues, type LeadResult, type LeadSuccess } from "~/features/leads/lead-result";
import { dealerCityCheck } from "~/features/test-drive/test-drive-choices";
import { ApiError, type Api } from "~/lib/api-client";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { formatPrice } from "~/lib/format";
import { logError, logLoadFailure } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";
import { loadConfiguratorModels, type ConfiguratorModel } from "./configurator-data.server";
import { choicesOf, normalizeState, parseState, pdfQuery, quoteOf, totalPrice } from "./configurator-state";
import { creditCostText } from "./configurator-steps";
import { readFormData } from "~/lib/form-fields";

/** Credit programs (GET /v1/credit-program); [] and a logged failure when they cannot be had: the car is then bought without credit. */
export async function loadCreditPrograms(api: Api): Promise<CreditProgram[]> {
  try {
    return await getCached(api, "/v1/credit-program", { schema: creditProgramListSchema });
  } catch (error) {
    logLoadFailure(errorMessages.creditProgramsLoadFailed, error, "автомобиль предлагается без кредита");
    return [];
  }
}

/** Everything the page needs. */
export async function loadConfigurator(api: Api): Promise<{ models: ConfiguratorModel[]; programs: CreditProgram[] }> {
  const [models, programs] = await Promise.all([loadConfiguratorModels(api), loadCreditPrograms(api)]);
  return { models, programs };
}

/**
 * Asks the leads API for the PDF of a configuration, naming the visitor's address (the API limits PDFs
 * per address); resolves with its name, rejects with a Russian message.
 */
export async function requestPdf(api: Api, query: Record<string, string>, signal?: AbortSignal, clientIp?: string): Promise<string> {
  const headers = clientIp ? { "X-Forwarded-For": clientIp } : undefined;
  const result = await api.request({ service: "leads", path: "download/pdf/", query, envelope: false, signal, headers });
  // Down, timing out or failing: the service's state, not a bad answer (docs/product.md §8 words that one).
  if (result.status >= 500) throw new ApiError(configuratorTexts.pdfServiceDown, result);
  if (result.status === 400 || result.status === 429) {
    const message = (result.body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === "string" && message ? message : errorMessages.invalidResponse);
  }
  const parsed = pdfAnswerSchema.safeParse(result.data);
  if (result.status !== 200 || !parsed.success) throw new ApiError(errorMessages.invalidResponse, result);
  return parsed.data.file;
}

/** The PDF of the configuration posted or linked (`model=…&package=…`): its name, or the Russian reason there is none. */
export async function pdfOfConfiguration(
  context: AppLoadContext,
  fields: string,
  signal?: AbortSignal,
  clientIp?: string,
): Promise<{ file: string } | { error: string; unconfigured?: true }> {
  const api = getServerApi(context);
  const { models, programs } = await loadConfigurator(api);
  const state = normalizeState(parseState(fields), models, programs);
  const query = pdfQuery(state, models, programs);
  if (!query) return { error: configuratorTexts.chooseFirst, unconfigured: true };
  try {
    return { file: await requestPdf(api, query, signal, clientIp) };
  } catch (error) {
    if (signal?.aborted) throw error;
    logError("PDF конфигурации не получен", error);
    return { error: error instanceof Error && error.message ? error.message : errorMessages.invalidResponse };
  }
}

/** «Отправить менеджеру»'s answer: a lead's, and on success whether it went without the PDF (the leads API down). */
export type ConfiguratorLeadResult = LeadResult | (LeadSuccess & { withoutPdf: true });

/** The configurator's own messages. */
export const configuratorTexts = {
  chooseFirst: "Выберите модель и комплектацию, чтобы получить PDF",
  pdfServiceDown: "Сервис PDF сейчас недоступен, попробуйте через несколько минут",
} as const;

/** The configuration fields the lead form carries hidden. */
const configurationFields = ["model", "package", "exterior", "interior", "program", "prepay", "term"] as const;

/**
 * The configuration as the manager reads it in the lead, worked out on the server from the posted codes
 * (the same normalisation as the page): the model's code, the package with its engine, the paint, the
 * trim, the price and the credit. Kept in the lead itself, so that the manager knows the car even when
 * the PDF could not be made.
 */
export function configurationText(
  configuration: URLSearchParams,
  models: readonly ConfiguratorModel[],
  programs: readonly CreditProgram[],
): Record<string, string> {
  const state = normalizeState(parseState(configuration.toString()), models, programs);
  const { model, pkg, exterior, interior } = choicesOf(state, models);
  if (!model || !pkg) return { model: model?.code ?? "", package: "" };
  const price = totalPrice(state, models);
  const quote = quoteOf(state, models, programs);
  return {
    model: model.code,
    package: `${pkg.name}, ${pkg.engine.name}, ${pkg.engine.powerHp} л.с.`,
    exterior: exterior?.name ?? "",
    interior: interior?.name ?? "",
    price: price === null ? "" : formatPrice(price),
    finance: quote
      ? `«${quote.program.name}», взнос ${formatPrice(quote.prepay)}, ${quote.term} мес., ставка ${decimalComma(quote.rate)} %, ПСК ${creditCostText(quote)}, платёж ${formatPrice(quote.monthlyPayment)} в месяц`
      : "без кредита",
  };
}

/**
 * «Отправить менеджеру»: the PDF of the posted configuration is made first (its name is the lead's
 * `file`), then the lead goes through the dealer API like every other form (stored, then delivered once).
 */
export async function configuratorLeadAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const formData = await readFormData(request);
  const input = formInput(formData);
  const configuration = new URLSearchParams();
  for (const key of configurationFields) if (input[key]) configuration.set(key, input[key]);
  // Without the PDF (the leads API down) the request still goes: the visitor's contact is not lost.
  const pdf = await pdfOfConfiguration(context, configuration.toString(), request.signal, clientIp(request, context));
  if ("unconfigured" in pdf) {
    const nextKey = formKeyOf(input.idempotency_key, {
      type: "configurator",
      clientIp: clientIp(request, context),
      userAgent: request.headers.get("User-Agent"),
    });
    return data<ConfiguratorLeadResult>({ ok: false, message: pdf.error, values: formValues(formData), nextKey }, { status: 400 });
  }
  const file = "file" in pdf ? pdf.file : "";
  const {
    model: _model,
    package: _package,
    exterior: _exterior,
    interior: _interior,
    program: _program,
    prepay: _prepay,
    term: _term,
    ...person
  } = input;
  const { models, programs } = await loadConfigurator(getServerApi(context));
  const body = new URLSearchParams({ ...person, ...configurationText(configuration, models, programs), file });
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded");
  const answer = await submitLead({
    request: new Request(request.url, { method: "POST", headers, body, signal: request.signal }),
    context,
    type: "configurator",
    schema: configuratorRequestSchema,
    serverCheck: async (fields) => {
      const choices = await loadDealerChoices(getServerApi(context), "sales");
      return choices ? dealerCityCheck(choices, fields) : null;
    },
  });
  return answer.data.ok && !file ? data<ConfiguratorLeadResult>({ ...answer.data, withoutPdf: true }, answer.init ?? undefined) : answer;
}
