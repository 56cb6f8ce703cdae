// The team as the pages show it. The team itself lives in the database and reaches the pages through the
// API (GET /v1/workers; docs/decisions/0104): the studio's hr role edits it.
import { departmentName, departments, type DepartmentId, type Worker } from "@contract/people";
import { pluralize } from "~/lib/format";

export { departments, type DepartmentId, type Worker };

/** The worker with this address among those the API sent. */
export function findWorker(slug: string, list: readonly Worker[]): Worker | undefined {
  return list.find((worker) => worker.slug === slug);
}

/** The department's visible name. */
export function getDepartmentName(id: DepartmentId): string {
  return departmentName(id);
}

/** Workers grouped by department in the departments' order; empty departments are left out. */
export function groupWorkersByDepartment(list: readonly Worker[]) {
  return departments
    .map((department) => ({ ...department, workers: list.filter((worker) => worker.department === department.id) }))
    .filter((group) => group.workers.length > 0);
}

/** Colleagues from the same department, the worker excluded. */
export function getColleagues(worker: Worker, list: readonly Worker[]): Worker[] {
  return list.filter((other) => other.department === worker.department && other.slug !== worker.slug);
}

/** How long someone has worked here, as text: "8 лет в компании", or "первый год в компании". */
export function formatTenure(since: number, currentYear: number): string {
  const years = currentYear - since;
  if (years < 1) return "первый год в компании";
  return `${years} ${pluralize(years, ["год", "года", "лет"])} в компании`;
}
