// Intl formatters made once (store hours, checkout slots, the console's
// queue). Making an Intl.DateTimeFormat, the more so with a time zone,
// costs far more than formatting with one: on a slowed phone the store
// menu's header spent about 80 ms making the same few again on each draw
// (issue 21, make bench-web's profile).

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** The Intl.DateTimeFormat of locale and options, made on first use; it throws as the constructor does (an unknown time zone). */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    dateFormats.set(key, format)
  }
  return format
}
