import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import type { GatewayInfo } from '#shared/domain/payment-methods.ts'

// The sandbox checkout page: small, accessible HTML that plays the provider (DESIGN §1).

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export function sandboxCheckoutPage(input: {
  gateway: GatewayInfo
  reference: string
  amountKobo: number
  email: string
  actionBase: string
  status: string
  accountNo?: string | null
}): string {
  const { gateway, reference } = input
  const name = escape(gateway.name)
  const button = (outcome: string, label: string) =>
    `<form method="post" action="${escape(`${input.actionBase}/${outcome}`)}"><button type="submit" name="outcome" value="${outcome}">${label}</button></form>`
  const account = input.accountNo
    ? `<dt>Account number</dt><dd>${escape(input.accountNo)}</dd>`
    : ''
  const settled =
    input.status === 'pending'
      ? ''
      : `<p role="status">This payment is already ${escape(input.status)}.</p>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} checkout (sandbox)</title>
<link rel="icon" href="/images/logo.svg" type="image/svg+xml">
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f4f6f5;color:#111}
main{max-width:26rem;margin:auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.actions{display:flex;gap:.5rem;flex-wrap:wrap}
button{font:inherit;padding:.7rem 1.2rem;border-radius:.5rem;border:1px solid #0b6e4f;background:#fff;color:#0b6e4f;cursor:pointer}
button[value=pay]{background:#0b6e4f;color:#fff}button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${name}</h1>
<p>Sandbox checkout: no real money moves. Choose what the provider should report.</p>
${settled}
<dl>
<dt>Amount</dt><dd>${escape(formatNaira(koboToNaira(input.amountKobo)))}</dd>
<dt>Reference</dt><dd>${escape(reference)}</dd>
<dt>E-mail</dt><dd>${escape(input.email)}</dd>
${account}
</dl>
<div class="actions">
${button('pay', 'Pay')}
${button('decline', 'Decline')}
${button('close', 'Close')}
</div>
</main>
</body>
</html>`
}
