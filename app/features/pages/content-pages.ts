import { brandPage } from "./brand";
import { certifiedPage } from "./certified";
import { clientsPage } from "./clients";
import { companyInfoPage } from "./company-info";
import { connectedServicesPage } from "./connected-services";
import { contractorsPage } from "./contractors";
import { ownersPage } from "./owners";
import { paymentsPage } from "./payments";
import { personalDataPage } from "./personal-data";
import { productsPage } from "./products";
import { reviewsPage } from "./reviews";
import type { ContentPage } from "./types";
import { vacanciesPage } from "./vacancies";
import { videochatPage } from "./videochat";
import { warrantyPage } from "./warranty";

/** Every static content page served by routes/content-page.tsx, in the order of the route table. */
export const contentPages: readonly ContentPage[] = [
  clientsPage,
  videochatPage,
  brandPage,
  certifiedPage,
  warrantyPage,
  ownersPage,
  vacanciesPage,
  productsPage,
  reviewsPage,
  companyInfoPage,
  paymentsPage,
  personalDataPage,
  contractorsPage,
  connectedServicesPage,
];

const byPath = new Map(contentPages.map((page) => [page.path, page]));

/** The content page at this path, or undefined. */
export function findContentPage(pathname: string): ContentPage | undefined {
  return byPath.get(pathname);
}
