// The site's car ids, in a module of its own without zod: the lead forms' schemas check a car's id too.

/** The site's car ids: a letter, a hyphen and the feed's id of latin letters, digits, `_` and `-`. */
export const stockCarIdPattern = /^[una]-[A-Za-z0-9_-]{1,64}$/;
