import type { AppLoadContext } from "react-router";
import { loadDealerChoices } from "~/features/dealers/dealer-choices.server";
import { getServerApi } from "~/lib/server-api.server";
import type { TestDriveChoices } from "./test-drive-choices";

/** Test-drive cities and each one's test-drive dealers; null when the API fails (logged). */
export function loadTestDriveChoices(context: AppLoadContext): Promise<TestDriveChoices | null> {
  return loadDealerChoices(getServerApi(context), "test-drive");
}
