/**
 * The sandbox provider's game: the balance, a stake and a play button. The member chooses only
 * the stake; the server draws the result (house edge in sandbox-round.ts, ADR 0023).
 */
export function demoGamePage(provider: string, session: string): string {
  const data = JSON.stringify({ provider, session }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${provider} · sandbox game</title>
<style>
body{font-family:system-ui,sans-serif;background:#101828;color:#f2f4f7;display:grid;place-items:center;min-height:100vh;margin:0}
main{text-align:center;padding:24px;border-radius:16px;background:#1d2939;min-width:280px}
output{display:block;font-size:2rem;margin:16px 0}button,input{font-size:1rem;margin:4px;padding:10px 16px;border-radius:8px;border:0}
input{width:7em}button{cursor:pointer}
</style></head>
<body><main>
<h1 data-testid="demo-provider">${provider}</h1>
<p>Sandbox game: stake an amount; win 48.5 % of rounds at even money.</p>
<output data-testid="demo-balance">…</output>
<label>Stake <input data-testid="demo-stake" type="number" min="1" step="1" value="10"></label>
<button data-testid="demo-play">Play</button>
<p data-testid="demo-message" role="status"></p>
</main>
<script type="module">
const { provider, session } = ${data};
const balance = document.querySelector('[data-testid=demo-balance]');
const message = document.querySelector('[data-testid=demo-message]');
const stake = document.querySelector('[data-testid=demo-stake]');
async function call(path, body) {
  const response = await fetch('/sandbox-games/' + encodeURIComponent(provider) + path, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, ...body }),
  });
  const reply = await response.json();
  if (!response.ok) { message.textContent = reply.message; return undefined; }
  balance.textContent = reply.balance.toFixed(2);
  return reply;
}
document.querySelector('[data-testid=demo-play]').onclick = async () => {
  const round = await call('/play', { stake: Number(stake.value) });
  if (round) message.textContent = round.won ? 'won' : 'lost';
};
void call('/balance', {});
</script></body></html>`;
}
