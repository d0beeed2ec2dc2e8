import { Outlet } from '@remix-run/react'

// The /br and /gb layout: the root already reads the locale from the URL; this level exists so
// every module's routes nest under a prefix with their own ids.
export default function LocaleLayout() {
  return <Outlet />
}
