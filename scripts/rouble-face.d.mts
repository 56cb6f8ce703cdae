/** Where the committed «₽» face lives. */
export const roubleFacePath: URL;
/** The «₽»-only subset of the installed Manrope latin-ext face, as woff2 bytes. */
export function roubleFace(): Promise<Buffer>;
