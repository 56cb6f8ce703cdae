// Who among the dealer's staff may do what (issue 36; docs/decisions/0073-staff-roles.md): least
// privilege, as 152-ФЗ expects of personal data. A role opens areas of the staff area; the server checks
// the area of every staff endpoint, the pages only follow it. Content roles never see a visitor's
// personal data, and sales never edit pages.
import type { LeadType } from "./leads-fields";

export const staffRoles = ["admin", "marketing", "sales", "service", "hr"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The roles as staff read them. */
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Администратор",
  marketing: "Маркетинг",
  sales: "Продажи",
  service: "Сервис",
  hr: "Персонал",
};

/** What each role is for, as the accounts page explains it. */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  admin: "Всё: учётные записи и роли, заявки, календарь тест-драйвов, содержимое сайта, фиды автомобилей",
  marketing: "Содержимое сайта: новости, спецпредложения, главная страница, контакты и реквизиты, цены",
  sales: "Заявки и календарь тест-драйвов",
  service: "Заявки на сервис и страницы сервиса с ценами на работы",
  hr: "Вакансии и сотрудники дилерского центра",
};

/** The areas of the staff area and the roles that open each. */
export const staffAreas = {
  /** The leads and their personal data; a service account sees only service requests. */
  leads: ["admin", "sales", "service"],
  /** The test-drive calendar (visitors' names and phones). */
  calendar: ["admin", "sales"],
  /** News, special offers, the home page, contacts and requisites, model prices, credit programs. */
  content: ["admin", "marketing"],
  /** The service pages and their prices. */
  serviceContent: ["admin", "service"],
  /** Vacancies and the team. */
  people: ["admin", "hr"],
  /** Staff accounts and roles. */
  accounts: ["admin"],
  /** The cars' feeds: how each was last read, and «Обновить сейчас». */
  feeds: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof staffAreas;

/** Whether a role opens an area. */
export function canOpen(role: StaffRole, area: StaffArea): boolean {
  return (staffAreas[area] as readonly StaffRole[]).includes(role);
}

/** The areas a role opens, in the order the staff area lists them. */
export function areasOf(role: StaffRole): StaffArea[] {
  return (Object.keys(staffAreas) as StaffArea[]).filter((area) => canOpen(role, area));
}

/** The kinds of lead a role may see: a service account only the service's own requests; null for every kind. */
export function leadKindsOf(role: StaffRole): readonly LeadType[] | null {
  return role === "service" ? ["service"] : null;
}

/** Whether a text is a role. */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}
