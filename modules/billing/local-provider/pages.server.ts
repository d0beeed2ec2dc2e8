// The local provider's own pages (ADR 016): what the payer sees at the provider in the demo. Not Trilha's
// pages (no locale, no shell): the provider's, in plain HTML with forms, so they work without JavaScript.
// `path` is where the payer reaches them (the app's origin forwards them: routes/api.local-provider.ts).

const html = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const money = (cents: unknown, currency: unknown) =>
  `${String(currency).toUpperCase()} ${(Number(cents) / 100).toFixed(2)}`

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}
.note{background:#fff3cd;padding:.75rem;border-radius:.5rem}button{font:inherit;padding:.6rem 1.2rem}</style>
</head><body><p class="note">Local payment provider (demo): nothing is charged.</p>${body}</body></html>`

/** What is bought: each line's quantity × unit price, as Stripe's hosted page lists them. */
function lines(cs: Record<string, unknown>): string {
  const data = ((cs.line_items as { data?: Record<string, unknown>[] } | undefined)?.data ?? []).map(
    (l) => `<li>${html(l.description)}: ${html(l.quantity)} × ${money(l.unit_amount, l.currency)}</li>`,
  )
  return data.length ? `<ul>${data.join('')}</ul>` : ''
}

export function checkoutPage(cs: Record<string, unknown>, path = ''): string {
  return layout(
    'Checkout',
    `<h1>Checkout</h1>${lines(cs)}<p>Total: <strong>${money(cs.amount_total, cs.currency)}</strong></p>
<form method="post" action="${html(path)}/checkout/${html(cs.id)}/pay"><button type="submit">Simulate payment</button></form>
${cs.cancel_url ? `<p><a href="${html(cs.cancel_url)}">Back</a></p>` : ''}`,
  )
}

export function pixPage(pi: Record<string, unknown>, path = ''): string {
  const paid = pi.status === 'succeeded'
  return layout(
    'PIX',
    `<h1>PIX ${money(pi.amount, pi.currency)}</h1>
${
  paid
    ? '<p>Paid.</p>'
    : pi.status === 'canceled'
      ? '<p>Expired.</p>'
      : `<form method="post" action="${html(path)}/pix/${html(pi.id)}/pay"><button type="submit">Simulate payment</button></form>`
}`,
  )
}
