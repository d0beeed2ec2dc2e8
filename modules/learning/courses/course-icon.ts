/** The widths a course icon is served at as WebP (1× and 2× of the 64, 96 and 120 px it is shown at). */
export const COURSE_ICON_SIZES = [64, 96, 120, 128, 192, 240] as const

/**
 * The `srcSet` of a course icon whose stored PNG is `url` (/image/course-icon/12.png), or null for another
 * kind of URL: the browser picks the copy for the displayed size and the screen's density.
 */
export function courseIconSrcSet(url: string): string | null {
  const m = /^\/image\/course-icon\/(\d+)\.png$/.exec(url)
  if (!m) return null
  return COURSE_ICON_SIZES.map((w) => `/image/course-icon/${m[1]}-${w}.webp ${w}w`).join(', ')
}
