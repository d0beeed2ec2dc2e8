import { type LoaderFunctionArgs, data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { now } from '~/app/kernel/runtime/clock.server'
import { modelConfig } from '../model/client.server'
import { USAGE_DAYS, type UsageRow, dailyUsage } from '../usage/usage.server'

// Staff: what the model costs and how it behaves, per day (issue 19). Never the key: the model and the host.

export const handle: RouteHandle = {
  i18n: ['common', 'assistant'],
  meta: { title: 'assistant:usage.title', description: 'assistant:usage.description' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const config = modelConfig()
  const server = config ? (config.baseURL ? new URL(config.baseURL).host : 'api.openai.com') : null
  const rows = await dailyUsage(now())
  return data(
    { rows, days: USAGE_DAYS, model: config && server ? { name: config.assistantModel, server } : null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function AssistantUsage() {
  const { t, i18n } = useTranslation('assistant')
  const { rows, days, model } = useLoaderData<{
    rows: UsageRow[]
    days: number
    model: { name: string; server: string } | null
  }>()
  const n = (value: number) => value.toLocaleString(i18n.language)
  return (
    <div className="assistant-usage">
      <h1>{t('usage.title')}</h1>
      <p>
        {model ? t('usage.model', { model: model.name, server: model.server }) : t('usage.notConfigured')}
      </p>
      <p>{t('usage.intro', { days })}</p>
      {rows.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('usage.day')}</th>
                <th scope="col">{t('usage.purpose')}</th>
                <th scope="col">{t('usage.calls')}</th>
                <th scope="col">{t('usage.failures')}</th>
                <th scope="col">{t('usage.promptTokens')}</th>
                <th scope="col">{t('usage.completionTokens')}</th>
                <th scope="col">{t('usage.latency')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.day}-${r.purpose}`}>
                  <th scope="row">{r.day}</th>
                  <td>{t(`usage.purposes.${r.purpose}`)}</td>
                  <td>{n(r.calls)}</td>
                  <td>{n(r.failures)}</td>
                  <td>{n(r.promptTokens)}</td>
                  <td>{n(r.completionTokens)}</td>
                  <td>{n(r.avgLatencyMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('usage.none')}</p>
      )}
    </div>
  )
}
