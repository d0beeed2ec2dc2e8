// The Markdown → HTML pipeline, one frozen processor per URL prefix (captions differ). Order matters:
// the author's content is sanitised first; the renderer's own markup (embeds, highlighting, KaTeX) is added
// afterwards, so the allow-list never has to admit it from authors. rehypeFinish re-checks everything but
// KaTeX's MathML, which comes last as trusted raw HTML.
import rehypeRaw from 'rehype-raw'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { EXIT, visit } from 'unist-util-visit'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { captionsFor } from './captions'
import { iframesToVideoImages } from './embeds.server'
import { rehypeFinish } from './finish.server'
import type { Root } from './hast'
import { rehypeHighlight } from './highlight.server'
import { rehypeMath, remarkDisplayMath } from './math.server'
import { rehypeRewrite } from './rewrite.server'
import { schema } from './schema.server'

/** rehype-raw re-parses the whole document with parse5: only worth it when the author wrote HTML. */
function rehypeRawWhenNeeded() {
  const raw = rehypeRaw()
  return (tree: Root, file: Parameters<typeof raw>[1]) => {
    let found = false
    visit(tree, (node) => {
      if ((node.type as string) === 'raw') found = true
      return found ? EXIT : undefined
    })
    if (!found) return tree
    const parsed = raw(tree, file) as Root
    iframesToVideoImages(parsed)
    return parsed
  }
}

function build(prefix: Prefix) {
  const captions = captionsFor(prefix)
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkDisplayMath)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      // The sanitiser prefixes every id; rewrite.server.ts makes the #fragments follow.
      clobberPrefix: '',
      footnoteLabel: captions.footnotes,
      footnoteBackLabel: (index: number) => captions.backToReference.replace('{{n}}', String(index + 1)),
    })
    .use(rehypeRawWhenNeeded)
    .use(rehypeSanitize, schema)
    .use(rehypeRewrite, { prefix, captions })
    .use(rehypeHighlight)
    .use(rehypeFinish)
    .use(rehypeMath)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze()
}

const processors = { br: build('br'), gb: build('gb') }

/** Markdown → sanitised HTML, uncached (see index.server.ts for the cached entry point). */
export function render(markdown: string, prefix: Prefix): string {
  return String(processors[prefix].processSync(markdown))
}
