import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng } from '~/app/kernel/requests/request.server'
import { type ExampleId, portugolGuide } from '../portugol.server'

// A content page: no `hydrate`, so it ships no JavaScript.
export const handle: RouteHandle = {
  i18n: ['common', 'judge'],
  meta: { title: 'judge:portugolGuide.title', description: 'judge:portugolGuide.description' },
}

/** What our Portugol supports, taken from the compiler itself (examples, libraries, a real error message). */
export async function loader({ request }: LoaderFunctionArgs) {
  return portugolGuide(requestLng(request))
}

const K = 'portugolGuide'
const OTHER_EXAMPLES: ExampleId[] = ['vectors', 'reference', 'escolha', 'library']

/** Translated text where `<code>…</code>` marks Portugol words. */
function Text({ k, values }: { k: string; values?: Record<string, unknown> }) {
  return <Trans ns="judge" i18nKey={`${K}.${k}`} values={values} components={{ code: <code /> }} />
}

/** Highlighted Portugol from the loader. */
function Code({ html }: { html: string }) {
  return (
    <pre>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlightPortugol escapes the source (<, >, &, quotes); only its own tok-* spans are markup. */}
      <code className="language-portugol" dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  )
}

function CodeList({ items }: { items: string[] }) {
  if (items.length === 0) return <>—</>
  return (
    <ul role="list">
      {items.map((item) => (
        <li key={item}>
          <code>{item}</code>
        </li>
      ))}
    </ul>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

export default function PortugolGuide() {
  const { examples, libraries, unsupported, wrongProgram, errorMessage, timeFactor } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation('judge')
  return (
    <article className="page prose">
      <h1>{t(`${K}.title`)}</h1>
      <p className="lead">{t(`${K}.intro`)}</p>
      <p>{t(`${K}.introErrors`)}</p>

      <Section id="first" title={t(`${K}.examples.first.title`)}>
        <p>
          <Text k="examples.first.text" />
        </p>
        <Code html={examples.first} />
      </Section>

      <Section id="examples" title={t(`${K}.examples.title`)}>
        {OTHER_EXAMPLES.map((id) => (
          <section key={id} aria-labelledby={`example-${id}-title`}>
            <h3 id={`example-${id}-title`}>{t(`${K}.examples.${id}.title`)}</h3>
            <p>
              <Text k={`examples.${id}.text`} />
            </p>
            <Code html={examples[id]} />
          </section>
        ))}
      </Section>

      <Section id="libraries" title={t(`${K}.libraries.title`)}>
        <p>{t(`${K}.libraries.intro`)}</p>
        <table className="data-table">
          <caption>{t(`${K}.libraries.caption`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`${K}.libraries.library`)}</th>
              <th scope="col">{t(`${K}.libraries.functions`)}</th>
              <th scope="col">{t(`${K}.libraries.constants`)}</th>
            </tr>
          </thead>
          <tbody>
            {libraries.map((lib) => (
              <tr key={lib.name}>
                <th scope="row">{lib.name}</th>
                <td>
                  <CodeList items={lib.functions} />
                </td>
                <td>
                  <CodeList items={lib.constants} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t(`${K}.libraries.unsupported`, { list: unsupported.join(', ') })}</p>
      </Section>

      <Section id="differences" title={t(`${K}.differences.title`)}>
        <p>{t(`${K}.differences.intro`)}</p>
        <ul>
          {['overflow', 'divisionByZero', 'textPlusLogico', 'charPlusChar', 'defaults'].map((k) => (
            <li key={k}>
              <Text k={`differences.${k}`} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="judge" title={t(`${K}.judge.title`)}>
        <ul>
          <li>
            <Text k="judge.timeFactor" values={{ factor: `×${timeFactor}` }} />
          </li>
          {['reals', 'leia', 'escreva'].map((k) => (
            <li key={k}>
              <Text k={`judge.${k}`} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="error" title={t(`${K}.error.title`)}>
        <p>{t(`${K}.error.intro`)}</p>
        <Code html={wrongProgram} />
        <figure>
          <figcaption>{t(`${K}.error.label`)}</figcaption>
          <p className="notice notice--error">
            <samp>{errorMessage}</samp>
          </p>
        </figure>
      </Section>
    </article>
  )
}
