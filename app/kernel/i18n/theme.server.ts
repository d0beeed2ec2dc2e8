/** docs/product.md#kernel-time: the theme is stored as darkTheme. Without a stored value the system preference decides (CSS). */
export type Theme = 'dark' | 'light' | 'system'
export const THEME_COOKIE = 'darkTheme'

export function themeOf(request: Request): Theme {
  const cookie = request.headers.get('cookie') ?? ''
  const match = cookie.match(/(?:^|;\s*)darkTheme=(true|false)/)
  if (!match) return 'system'
  return match[1] === 'true' ? 'dark' : 'light'
}

export function themeCookie(dark: boolean) {
  return `${THEME_COOKIE}=${dark}; Path=/; Max-Age=31536000; SameSite=Lax`
}
