import { data } from "react-router";

/** What a visitor reads when a posted form could not be read (cut short, or not a form a browser makes). */
export const unreadableFormMessage =
  "Форма пришла повреждённой или не полностью, поэтому мы её не приняли. Вернитесь на страницу и отправьте её ещё раз — или позвоните нам.";

/**
 * The posted form of a route action. A body that is no readable form (multipart cut short, or without
 * its boundary) is the sender's fault: a thrown 400 that the error page words, not a 500 with a stack.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    // The visitor went away: nothing to answer.
    if (request.signal.aborted) throw error;
    throw data(unreadableFormMessage, { status: 400 });
  }
}

/** Reads a posted form's text fields by name: a missing field, or a file, reads as "". */
export function formFields(form: FormData): (name: string) => string {
  return (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
}
