import { uploadPicture } from "~/features/content-studio/editor.server";
import type { Route } from "./+types/staff-images";

/** POST /staff/content/images: a picture for the library, from the editor's upload form (its fetcher). */
export const action = ({ request, context }: Route.ActionArgs) => uploadPicture(request, context);
