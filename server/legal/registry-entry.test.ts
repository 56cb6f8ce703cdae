import { expect, test } from "vitest";
import { getRequisitesFromOptions } from "./router";
import { formatRegistryEntry, resolveDealerRequisites } from "./legal-content";
import { getPersonalDataPolicyContent } from "./personal-data-policy-content";
import { getPrivacyPolicyContent } from "./privacy-policy-content";

const options = {
  legal_inn: "5047128397",
  legal_ogrn: "1175047005121",
  dealer_address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
};
const requisitesOf = (extra: Record<string, string> = {}) => {
  const resolved = resolveDealerRequisites(getRequisitesFromOptions({ ...options, ...extra }));
  if (!resolved) throw new Error("requisites");
  return resolved;
};
const textOf = (content: ReturnType<typeof getPrivacyPolicyContent>) => JSON.stringify(content);

test("the privacy policy names where the data are kept, in Russia, and the operator's entry in the register once staff set it", () => {
  const policy = textOf(getPrivacyPolicyContent(requisitesOf({ legal_pd_registry: "50-23-012345" })));
  expect(policy).toContain("Где хранятся сведения");
  expect(policy).toContain("баз данных, находящихся на территории Российской Федерации");
  expect(policy).toContain("номер в реестре операторов: 50-23-012345.");
  expect(policy).toContain("/soglasie.html");
  expect(textOf(getPersonalDataPolicyContent(requisitesOf({ legal_pd_registry: "50-23-012345" })))).toContain(
    "Оператор внесён в реестр операторов",
  );
});

test("without a number set, no number is printed: the policy says how to find the entry by ИНН", () => {
  expect(formatRegistryEntry(requisitesOf())).toBe(
    "Дилер направил в Роскомнадзор уведомление об обработке персональных данных; запись о нём в реестре операторов, осуществляющих обработку персональных данных, можно найти на портале персональных данных Роскомнадзора (pd.rkn.gov.ru) по ИНН 5047128397.",
  );
  const policy = textOf(getPrivacyPolicyContent(requisitesOf({ legal_pd_registry: "  " })));
  expect(policy).not.toContain("номер в реестре операторов");
  expect(policy).toContain("по ИНН 5047128397");
});
