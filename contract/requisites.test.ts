import { describe, expect, it, test } from "vitest";
import { isKpp, isOgrn, isOrganisationInn, isPdRegistryNumber } from "./requisites";

describe("requisites", () => {
  it("an organisation's ИНН is taken with its control digit and refused with any other", () => {
    // 7707083893 (Сбербанк): 7·2+7·4+0·10+7·3+0·5+8·9+3·4+8·6+9·8 = 267; 267 mod 11 = 3 → 3.
    expect(isOrganisationInn("7707083893")).toBe(true);
    expect(isOrganisationInn("5047128397")).toBe(true);
    expect(isOrganisationInn("7707083894")).toBe(false);
    expect(isOrganisationInn("770708389")).toBe(false);
    expect(isOrganisationInn("77070838933")).toBe(false);
  });

  it("an ОГРН is taken when its last digit is the first twelve's remainder by 11", () => {
    // 1027700132195: 102770013219 mod 11 = 5.
    expect(isOgrn("1027700132195")).toBe(true);
    expect(isOgrn("1175047005121")).toBe(true);
    expect(isOgrn("1027700132196")).toBe(false);
    expect(isOgrn("102770013219")).toBe(false);
  });

  it("a КПП is four digits, two digits or capitals, three digits", () => {
    expect(isKpp("504701001")).toBe(true);
    expect(isKpp("7736AB001")).toBe(true);
    expect(isKpp("50470100")).toBe(false);
    expect(isKpp("5047ab001")).toBe(false);
  });
});

test("a number of the register of personal-data operators is region, year and six digits, or the older region and seven digits", () => {
  for (const valid of ["50-23-012345", "77-14-002345", "77-0123456"]) expect(isPdRegistryNumber(valid), valid).toBe(true);
  for (const invalid of ["", "50-23-01234", "5023012345", "50-23-012345 ", "№ 50-23-012345", "XX-23-012345"])
    expect(isPdRegistryNumber(invalid), invalid).toBe(false);
});
