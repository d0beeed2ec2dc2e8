import { LNG_BY_PREFIX, type Prefix } from '~/app/kernel/i18n/locale'
import { resources } from '~/app/locales'

export type Captions = (typeof resources)['en-GB']['richtext']

/** The renderer has no request: the page's prefix decides the language of the words it adds. */
export function captionsFor(prefix: Prefix): Captions {
  return resources[LNG_BY_PREFIX[prefix]].richtext
}
