/** Reads a posted form's text fields by name: a missing field, or a file, reads as "". */
export function formFields(form: FormData): (name: string) => string {
  return (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
}
