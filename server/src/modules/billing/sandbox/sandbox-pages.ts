import type { SbPrice, SbSubscription } from './sandbox-store';

/** The sandbox's hosted pages: plain HTML, no scripts, an unmissable TEST MODE banner. */
function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function money(cents: number, currency: string): string {
  return `${currency === 'usd' ? '$' : currency.toUpperCase() + ' '}${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
.banner{background:#b45309;color:#fff;text-align:center;padding:14px 8px;font-weight:700;letter-spacing:.04em;font-size:18px}
.banner small{display:block;font-weight:400;letter-spacing:0;font-size:14px;margin-top:4px}
main{max-width:440px;margin:32px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 4px}.price{font-size:32px;font-weight:700;margin:8px 0 20px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #94a3b8;border-radius:8px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:#4338ca;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.error{background:#fee2e2;color:#991b1b;border-radius:8px;padding:10px;margin-top:12px}
.hint{font-size:13px;color:#475569;margin-top:16px}a{color:#4338ca}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body>
<div class="banner" role="banner">TEST MODE — no real money moves<small>This is Droidforge's built-in payment sandbox. Use the test card 4242 4242 4242 4242.</small></div>
<main>${body}</main></body></html>`;
}

export function checkoutPage(opts: { sessionId: string; price: SbPrice; email: string | null; cancelUrl: string; error?: string; card?: string }): string {
  const { price } = opts;
  const per = price.interval === 'year' ? 'per year' : 'per month';
  return layout(
    `Pay ${price.nickname} · Test mode`,
    `<h1>Subscribe to ${esc(price.nickname)}</h1>
<p class="price">${money(price.unitAmount, price.currency)} <small style="font-size:15px;font-weight:400">${per}</small></p>
<form method="post" action="/checkout/${esc(opts.sessionId)}">
<label for="email">Email</label><input id="email" name="email" type="email" value="${esc(opts.email ?? '')}" readonly>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${esc(opts.card ?? '')}" required>
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="12 / 34" value="12 / 34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" placeholder="123" value="123"></div></div>
${opts.error ? `<p class="error" role="alert">${esc(opts.error)}</p>` : ''}
<button type="submit">Pay ${money(price.unitAmount, price.currency)}</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>
<p class="hint"><a href="${esc(opts.cancelUrl)}">Cancel and return to Droidforge</a></p>`,
  );
}

export function closedPage(message: string): string {
  return layout('Checkout closed · Test mode', `<h1>Checkout closed</h1><p>${esc(message)}</p>`);
}

export function portalPage(opts: { portalId: string; returnUrl: string; subscription: SbSubscription | null; price: SbPrice | null }): string {
  const sub = opts.subscription;
  const until = sub ? new Date(sub.periodEnd * 1000).toISOString().slice(0, 10) : '';
  const body = !sub
    ? '<p>No subscription.</p>'
    : `<p>${esc(opts.price?.nickname ?? sub.price)} — ${sub.status === 'active' ? (sub.cancelAtPeriodEnd ? `ends on ${until}` : `renews on ${until}`) : 'cancelled'}</p>
${sub.status === 'active' ? `<form method="post" action="/portal/${esc(opts.portalId)}"><input type="hidden" name="action" value="${sub.cancelAtPeriodEnd ? 'resume' : 'cancel'}"><button type="submit">${sub.cancelAtPeriodEnd ? 'Resume subscription' : 'Cancel at period end'}</button></form>` : ''}`;
  return layout('Billing portal · Test mode', `<h1>Your subscription</h1>${body}<p class="hint"><a href="${esc(opts.returnUrl)}">Return to Droidforge</a></p>`);
}
