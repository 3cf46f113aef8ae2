/** The sandbox provider's game: a balance and three buttons, enough to play end to end. */
export function demoGamePage(provider: string, session: string): string {
  const data = JSON.stringify({ provider, session }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${provider} · sandbox game</title>
<style>
body{font-family:system-ui,sans-serif;background:#101828;color:#f2f4f7;display:grid;place-items:center;min-height:100vh;margin:0}
main{text-align:center;padding:24px;border-radius:16px;background:#1d2939;min-width:280px}
output{display:block;font-size:2rem;margin:16px 0}button{font-size:1rem;margin:4px;padding:10px 16px;border-radius:8px;border:0;cursor:pointer}
</style></head>
<body><main>
<h1 data-testid="demo-provider">${provider}</h1>
<p>Sandbox game: every round bets 10 baht.</p>
<output data-testid="demo-balance">…</output>
<button data-testid="demo-win" data-delta="10">Win +10</button>
<button data-testid="demo-lose" data-delta="-10">Lose −10</button>
<p data-testid="demo-message" role="status"></p>
</main>
<script type="module">
const { provider, session } = ${data};
const balance = document.querySelector('[data-testid=demo-balance]');
const message = document.querySelector('[data-testid=demo-message]');
async function play(amount) {
  const response = await fetch('/sandbox-games/' + encodeURIComponent(provider) + '/play', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, amount }),
  });
  const body = await response.json();
  if (!response.ok) { message.textContent = body.message; return; }
  balance.textContent = body.balance.toFixed(2);
  message.textContent = '';
}
for (const button of document.querySelectorAll('button')) button.onclick = () => play(Number(button.dataset.delta));
play(0);
</script></body></html>`;
}
