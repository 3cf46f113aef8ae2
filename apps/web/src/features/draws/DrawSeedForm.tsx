import { useState, type FormEvent } from 'react';
import type { DrawSeedReply } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { saveClientSeed } from './draws-api.ts';

/** The published hash of the next server seed, the next nonce, and the member's own client seed. */
export function DrawSeedForm({ seed, onSaved }: { seed: DrawSeedReply; onSaved: () => void }) {
  const { t } = useI18n();
  const toast = useToast();
  const { busy, run } = useAction({ onError: 'toast' });
  const [clientSeed, setClientSeed] = useState(seed.clientSeed);
  const valid = /^[\x21-\x7e]{1,64}$/.test(clientSeed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await saveClientSeed(clientSeed);
      toast.show('success', t('draws.seedSaved'));
      onSaved();
    });
  };

  return (
    <form className="stack draw-seed" onSubmit={submit}>
      <div>
        <p className="muted draw-seed__label">{t('draws.nextHash')}</p>
        <p className="draw-row__seed" data-testid="draw-next-hash">
          {seed.serverSeedHash}
        </p>
        <p className="muted draw-seed__label">{t('draws.nonce', { nonce: seed.nonce })}</p>
      </div>
      <label className="stack draw-seed__field">
        <span className="muted draw-seed__label">{t('draws.clientSeed')}</span>
        <input
          className="draw-seed__input"
          value={clientSeed}
          maxLength={64}
          onChange={(event) => setClientSeed(event.target.value)}
          data-testid="draw-client-seed"
        />
      </label>
      <Button
        type="submit"
        variant="secondary"
        busy={busy}
        disabled={!valid || clientSeed === seed.clientSeed}
      >
        {t('draws.saveSeed')}
      </Button>
    </form>
  );
}
